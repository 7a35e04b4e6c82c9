import type { IncomingMessage } from 'node:http';

/**
 * What engine.io hands the middlewares as the "response" of a WebSocket upgrade (its
 * WebSocketResponse): an EventEmitter holding the request, plus whatever the middlewares hung on it
 * (express-session wraps `end` and `writeHead`, keeping the request and its session in closures).
 */
interface UpgradeResponse {
  req?: unknown;
  end?: unknown;
  writeHead?: unknown;
  removeAllListeners(): unknown;
}

const upgradeResponses = new WeakMap<IncomingMessage, UpgradeResponse>();

/** Nothing may use the upgrade's stand-in response once the socket is open; a call does nothing. */
function ignoreCall(): void {}

/**
 * Notes the response a handshake request came with, so that `releaseHandshake` can cut it loose once
 * the socket is connected. Only WebSocket upgrades need it (a polling handshake's response is a real
 * one, answered and freed); others are noted too and merely forgotten with their request.
 */
export function rememberUpgradeResponse(req: IncomingMessage, res: unknown): void {
  if (res && typeof (res as UpgradeResponse).removeAllListeners === 'function')
    upgradeResponses.set(req, res as UpgradeResponse);
}

/**
 * engine.io keeps a WebSocket upgrade's stand-in response alive for the connection's whole life (a
 * `close` listener on the TCP socket refers to it), and through it the handshake request — headers,
 * parsed cookies, the express-session session with its cookie and wrapped methods: about 3.5 KiB per
 * connection, measured (docs/benchmarks-history.md). Everything needed from the handshake is in
 * `socket.data` by now, so the request and what hangs on the response are dropped here; the response
 * object itself (a few hundred bytes) stays until the socket closes.
 *
 * Properties are overwritten, never deleted: a `delete` would turn the object into a dictionary
 * (measured at ~800 bytes more each).
 */
export function releaseHandshake(conn: { request?: IncomingMessage | null; transport?: { name?: string } }): void {
  const req = conn.request;
  if (!req) return;
  const res = upgradeResponses.get(req);
  upgradeResponses.delete(req);
  // A polling handshake's response may not have been sent yet: only an upgrade's is done with.
  if (res && conn.transport?.name === 'websocket') {
    res.req = undefined;
    res.end = ignoreCall;
    res.writeHead = ignoreCall;
    res.removeAllListeners();
  }
  // Socket.IO's own advice: engine.io would keep the request for the connection's whole life.
  conn.request = null;
}

/** What Socket.IO keeps of a handshake for the socket's whole life (its `socket.handshake`). */
interface KeptHandshake {
  headers: object;
  time: string;
  url: string;
  query: object;
  auth: object;
}

const NOTHING: Readonly<Record<string, never>> = Object.freeze({});

/**
 * Socket.IO keeps the handshake in `socket.handshake` for the socket's whole life: the request's
 * headers (cookies, user agent, languages: ~0.3 KiB per connection from a bare client, around a
 * kilobyte from a browser), its URL and query, the client's `auth` and a date string of its own.
 * Nothing reads them after the connection middleware, which copies what the server needs into
 * `socket.data`; so they are dropped once connected (one shared empty object in place of each).
 * Read a header, the query or `auth` in the middleware.
 */
export function trimHandshake(handshake: KeptHandshake): void {
  handshake.headers = NOTHING;
  handshake.time = '';
  handshake.url = '';
  handshake.query = NOTHING;
  handshake.auth = NOTHING;
}
