import { create } from 'zustand';

/**
 * The header's dialogs. A store rather than local state so any screen can open them (e.g. a
 * "Sign in required" prompt opening the email login); later sessions swap the placeholders for the
 * real auth and listing dialogs behind the same names.
 */
export type ShellModal = 'how-it-works' | 'sell' | 'email-login' | 'professional' | 'list-vehicle';

interface ShellModalState {
  open: ShellModal | null;
  openModal: (modal: ShellModal) => void;
  close: () => void;
}

export const useShellModals = create<ShellModalState>()((set) => ({
  open: null,
  openModal: (modal) => set({ open: modal }),
  close: () => set({ open: null }),
}));
