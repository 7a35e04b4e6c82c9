import type { EntityType } from '@autolicit/shared';
import { create } from 'zustand';

/**
 * The header's dialogs. A store rather than local state so any screen can open them (e.g. a
 * "Sign in required" prompt opening the email login).
 */
export type ShellModal = 'how-it-works' | 'sell' | 'email-login' | 'auth' | 'professional' | 'list-vehicle';

export type AuthModalView = 'sign-in' | 'create-account' | 'reset';

/**
 * Where the richer auth modal opens, and what the user already typed in the simple one, so moving
 * over does not mean typing it again. Never a password: it would outlive the form in this store.
 */
export interface AuthModalIntent {
  view: AuthModalView;
  prefill?: { email?: string; firstName?: string; lastName?: string; entityType?: EntityType };
}

const DEFAULT_AUTH_INTENT: AuthModalIntent = { view: 'sign-in' };

interface ShellModalState {
  open: ShellModal | null;
  authIntent: AuthModalIntent;
  openModal: (modal: ShellModal) => void;
  openAuthModal: (intent?: AuthModalIntent) => void;
  close: () => void;
}

export const useShellModals = create<ShellModalState>()((set) => ({
  open: null,
  authIntent: DEFAULT_AUTH_INTENT,
  openModal: (modal) => set({ open: modal, authIntent: DEFAULT_AUTH_INTENT }),
  openAuthModal: (intent = DEFAULT_AUTH_INTENT) => set({ open: 'auth', authIntent: intent }),
  close: () => set({ open: null }),
}));
