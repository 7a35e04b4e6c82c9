/**
 * A room broadcast reaches each watcher through Socket.IO's client and engine.io's socket and
 * transport: a packet object, "packetCreate"/"flush"/"drain" events, a write buffer swapped per
 * packet, and a write callback that re-arms the transport — about three quarters of the server's
 * user CPU per delivery at 5,000 watchers, measured (docs/benchmarks.md, issue 14), for a frame the
 * adapter has already encoded once for the whole room.
 *
 * When nothing is queued on that path, writing the adapter's pre-encoded frame straight to the
 * socket's WebSocket sender (what engine.io itself would call at the end) delivers the same bytes,
 * in the same order, without that work. Whenever anything is queued or in flight (the transport
 * not writable, packets buffered, a polling transport, an upgrade, a volatile packet, a closing
 * socket), the packet takes engine.io's ordinary path, so ordering with everything else on the
 * connection is kept.
 */

/** The parts of `ws`'s sender, engine.io's socket and Socket.IO's client that this relies on. */
interface WsSender {
  sendFrame(list: Buffer[], callback?: (error?: Error) => void): void;
}
interface EngineTransport {
  name: string;
  writable: boolean;
  perMessageDeflate?: unknown;
  socket?: { readyState?: number; _sender?: WsSender };
}
interface EngineSocket {
  readyState: string;
  upgrading?: boolean;
  writeBuffer?: unknown[];
  transport: EngineTransport;
}
interface PacketOptions {
  volatile?: boolean;
  wsPreEncodedFrame?: Buffer[];
  [key: symbol]: Buffer[] | undefined;
}
interface ClientPrototype {
  writeToEngine(this: { conn: EngineSocket; server: object }, encodedPackets: unknown, opts: PacketOptions): void;
}

const WS_OPEN = 1;
/** The frame as one buffer, made once per broadcast and kept on the options the adapter shares across the room. */
const kJoinedFrame = Symbol('autolicit.joinedFrame');
const installed = new WeakSet<object>();
/** The Socket.IO servers that use the direct path (the class is shared by every server in a process). */
const directServers = new WeakSet<object>();

/** Counts what took the direct path and what did not (read by the tests). */
export const directFrameWrites = { direct: 0, ordinary: 0 };

function joinedFrame(opts: PacketOptions, frame: Buffer[]): Buffer[] {
  let joined = opts[kJoinedFrame];
  if (joined === undefined) {
    // One buffer is one write(2) instead of a corked writev of header and payload.
    joined = frame.length === 1 ? frame : [Buffer.concat(frame)];
    opts[kJoinedFrame] = joined;
  }
  return joined;
}

/** The sender to write to when nothing is queued or in flight on this connection, else undefined. */
function idleSender(conn: EngineSocket): WsSender | undefined {
  const transport = conn.transport;
  // Each member read is checked, so that a Socket.IO or engine.io without it takes the ordinary path.
  if (conn.readyState !== 'open' || conn.upgrading !== false || conn.writeBuffer?.length !== 0) return undefined;
  if (transport.name !== 'websocket' || transport.writable !== true || transport.perMessageDeflate) return undefined;
  const ws = transport.socket;
  if (ws?.readyState !== WS_OPEN || typeof ws._sender?.sendFrame !== 'function') return undefined;
  return ws._sender;
}

function hasExpectedShape(prototype: unknown): prototype is ClientPrototype {
  return typeof (prototype as Partial<ClientPrototype> | null)?.writeToEngine === 'function';
}

/**
 * Lets `server`'s room broadcasts take the direct path, installing it on Socket.IO's client class
 * (given any of its clients; once per class). Packets without a pre-encoded frame (a socket's own
 * emits, acknowledgements) and every case where something is queued keep the original path.
 * Returns false when the class does not have the expected shape (another Socket.IO version),
 * leaving it untouched.
 */
export function installDirectFrameWrites(server: object, client: object): boolean {
  const prototype: unknown = Object.getPrototypeOf(client);
  if (!installed.has(prototype as object) && !patchClientClass(prototype)) return false;
  directServers.add(server);
  return true;
}

function patchClientClass(prototype: unknown): boolean {
  if (!hasExpectedShape(prototype)) return false;
  const ordinary = prototype.writeToEngine;
  prototype.writeToEngine = function writeToEngine(encodedPackets, opts) {
    const frame = opts.wsPreEncodedFrame;
    if (frame !== undefined && opts.volatile !== true && directServers.has(this.server)) {
      const sender = idleSender(this.conn);
      if (sender !== undefined) {
        directFrameWrites.direct += 1;
        sender.sendFrame(joinedFrame(opts, frame));
        return;
      }
    }
    directFrameWrites.ordinary += 1;
    ordinary.call(this, encodedPackets, opts);
  };
  installed.add(prototype);
  return true;
}
