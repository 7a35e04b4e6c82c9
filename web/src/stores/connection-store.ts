import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

/**
 * - connecting: the first connection has not been made yet;
 * - connected: the socket is up and the server's heartbeat arrives;
 * - reconnecting: the socket dropped (or its heartbeat stopped) and Socket.IO is retrying;
 * - offline: the browser says there is no network at all.
 */
export type ConnectionStatus = 'connecting' | 'connected' | 'reconnecting' | 'offline';

export interface ConnectionState {
  browserOnline: boolean;
  socketConnected: boolean;
  everConnected: boolean;
  /**
   * Server time (ms) we last heard from the server: countdowns freeze here while not connected,
   * so a page never counts down to an end that the server may have moved meanwhile.
   */
  lastHeardAt: number | null;
  setBrowserOnline: (online: boolean) => void;
  setSocketConnected: (connected: boolean) => void;
  heard: (serverNowMs: number) => void;
}

export function deriveConnectionStatus(
  state: Pick<ConnectionState, 'browserOnline' | 'socketConnected' | 'everConnected'>,
): ConnectionStatus {
  if (!state.browserOnline) return 'offline';
  if (state.socketConnected) return 'connected';
  return state.everConnected ? 'reconnecting' : 'connecting';
}

export function createConnectionStore(initialOnline = true) {
  return createStore<ConnectionState>()((set) => ({
    browserOnline: initialOnline,
    socketConnected: false,
    everConnected: false,
    lastHeardAt: null,
    setBrowserOnline: (browserOnline) =>
      set((state) => (state.browserOnline === browserOnline ? state : { browserOnline })),
    setSocketConnected: (socketConnected) =>
      set((state) =>
        state.socketConnected === socketConnected
          ? state
          : { socketConnected, everConnected: state.everConnected || socketConnected },
      ),
    // Only while connected: a late message after a drop must not unfreeze the clock.
    heard: (serverNowMs) =>
      set((state) => (state.socketConnected && state.browserOnline ? { lastHeardAt: serverNowMs } : state)),
  }));
}

export type ConnectionStore = ReturnType<typeof createConnectionStore>;

export const connectionStore = createConnectionStore(typeof navigator === 'undefined' ? true : navigator.onLine);

export function useConnectionStatus(): ConnectionStatus {
  return useStore(connectionStore, deriveConnectionStatus);
}

/** The server time to freeze countdowns at, or null while connected (countdowns run). */
export function useFrozenAt(): number | null {
  return useStore(connectionStore, (state) =>
    deriveConnectionStatus(state) === 'connected' ? null : state.lastHeardAt,
  );
}
