import { describe, expect, it, vi } from 'vitest';
import { loadSocketWsEngine } from './ws-engine';

describe('loadSocketWsEngine', () => {
  it("uses engine.io's own ws by default", () => {
    const load = vi.fn();
    expect(loadSocketWsEngine('ws', { warn: vi.fn() }, load)).toEqual({ name: 'ws', server: undefined });
    expect(load).not.toHaveBeenCalled();
  });

  it('hands a native engine that loads to Socket.IO', () => {
    class Server {}
    expect(loadSocketWsEngine('eiows', { warn: vi.fn() }, () => ({ Server }))).toEqual({
      name: 'eiows',
      server: Server,
    });
  });

  it('falls back to ws, with a warning, when the native engine is missing or broken', () => {
    for (const load of [
      () => {
        throw Object.assign(new Error("Cannot find module 'eiows'"), { code: 'MODULE_NOT_FOUND' });
      },
      () => ({ default: {} }),
    ]) {
      const warn = vi.fn();
      expect(loadSocketWsEngine('eiows', { warn }, load)).toEqual({ name: 'ws', server: undefined });
      expect(warn).toHaveBeenCalledWith(
        expect.objectContaining({ wsEngine: 'eiows' }),
        'SOCKET_WS_ENGINE=eiows could not be loaded; running on ws',
      );
    }
  });
});
