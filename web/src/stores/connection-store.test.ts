import { describe, expect, it } from 'vitest';
import { createConnectionStore, deriveConnectionStatus } from './connection-store';

describe('connection store', () => {
  it('goes connecting → connected → reconnecting, and offline wins while the browser has no network', () => {
    const store = createConnectionStore(true);
    const status = () => deriveConnectionStatus(store.getState());
    expect(status()).toBe('connecting');
    store.getState().setSocketConnected(true);
    expect(status()).toBe('connected');
    store.getState().setBrowserOnline(false);
    expect(status()).toBe('offline');
    store.getState().setSocketConnected(false);
    store.getState().setBrowserOnline(true);
    expect(status()).toBe('reconnecting');
  });

  it('records when the server was last heard only while connected', () => {
    const store = createConnectionStore(true);
    store.getState().heard(1000);
    expect(store.getState().lastHeardAt).toBeNull();
    store.getState().setSocketConnected(true);
    store.getState().heard(2000);
    store.getState().setSocketConnected(false);
    store.getState().heard(3000);
    expect(store.getState().lastHeardAt).toBe(2000);
  });
});
