import { createRequire } from 'node:module';
import type { SocketWsEngineName } from '../../config/env';
import type { Logger } from '../logger';

export interface SocketWsEngine {
  /** The engine in use: the one asked for, or `ws` when it could not be loaded. */
  name: SocketWsEngineName;
  /** For Socket.IO's `wsEngine` option; undefined means engine.io's default, `ws`. */
  server: unknown;
}

const requireFromHere = createRequire(import.meta.url);

/**
 * The WebSocket engine for Socket.IO. `ws` (the default) is engine.io's own. `eiows` is a native
 * engine that is not among our dependencies (docs/decisions.md, "The WebSocket engine"): it
 * is loaded only if an operator installed it, and if it is missing or fails to load (no build for
 * this Node.js release), the server says so and runs on `ws` rather than not at all.
 */
export function loadSocketWsEngine(
  name: SocketWsEngineName,
  logger: Pick<Logger, 'warn'>,
  load: (id: string) => unknown = requireFromHere,
): SocketWsEngine {
  if (name === 'ws') return { name, server: undefined };
  try {
    const server = (load(name) as { Server?: unknown }).Server;
    if (typeof server !== 'function') throw new Error(`${name} has no Server class`);
    return { name, server };
  } catch (error) {
    logger.warn({ err: error, wsEngine: name }, `SOCKET_WS_ENGINE=${name} could not be loaded; running on ws`);
    return { name: 'ws', server: undefined };
  }
}
