import { describe, expect, it } from 'vitest';
import { installDirectFrameWrites } from './direct-frame-writes';

type Conn = Record<string, unknown>;

/** A stand-in for Socket.IO's client class: records what took engine.io's path. */
function buildClientClass() {
  return class FakeClient {
    ordinary: unknown[] = [];
    constructor(
      readonly server: object,
      readonly conn: Conn,
    ) {}
    writeToEngine(encodedPackets: unknown, _opts: object): void {
      this.ordinary.push(encodedPackets);
    }
  };
}

function buildIdleConn(overrides: { conn?: Conn; transport?: Conn; ws?: Conn } = {}) {
  const sent: Buffer[][] = [];
  const ws = { readyState: 1, _sender: { sendFrame: (list: Buffer[]) => sent.push(list) }, ...overrides.ws };
  const transport = { name: 'websocket', writable: true, perMessageDeflate: null, socket: ws, ...overrides.transport };
  const conn = { readyState: 'open', upgrading: false, writeBuffer: [], transport, ...overrides.conn };
  return { conn, sent };
}

const frame = () => [Buffer.from([0x81, 4]), Buffer.from('42[]')];

describe('installDirectFrameWrites', () => {
  it('writes a pre-encoded frame as one buffer to an idle WebSocket, joined once per broadcast', () => {
    const Client = buildClientClass();
    const server = {};
    const a = buildIdleConn();
    const b = buildIdleConn();
    const clientA = new Client(server, a.conn);
    const clientB = new Client(server, b.conn);
    expect(installDirectFrameWrites(server, clientA)).toBe(true);
    const opts = { preEncoded: true, wsPreEncodedFrame: frame() };
    clientA.writeToEngine(['42[]'], opts);
    clientB.writeToEngine(['42[]'], opts);
    expect(a.sent).toHaveLength(1);
    expect(a.sent[0]).toHaveLength(1);
    expect(a.sent[0]![0]!.equals(Buffer.from([0x81, 4, ...Buffer.from('42[]')]))).toBe(true);
    expect(b.sent[0]![0]).toBe(a.sent[0]![0]);
    expect(clientA.ordinary).toEqual([]);
  });

  it.each([
    ['the transport is busy writing', { transport: { writable: false } }],
    ['packets are queued', { conn: { writeBuffer: ['3'] } }],
    ['an upgrade is under way', { conn: { upgrading: true } }],
    ['the transport is polling', { transport: { name: 'polling' } }],
    ['per-message deflate is on', { transport: { perMessageDeflate: {} } }],
    ['the WebSocket is closing', { ws: { readyState: 2 } }],
    ['the socket is closing', { conn: { readyState: 'closing' } }],
    ['engine.io has no write buffer (another version)', { conn: { writeBuffer: undefined } }],
    ['engine.io has no upgrading flag (another version)', { conn: { upgrading: undefined } }],
    ['ws has no sender (another version)', { ws: { _sender: undefined } }],
  ])('takes engine.io’s path when %s', (_case, overrides) => {
    const Client = buildClientClass();
    const server = {};
    const { conn, sent } = buildIdleConn(overrides);
    const client = new Client(server, conn);
    installDirectFrameWrites(server, client);
    client.writeToEngine(['42[]'], { wsPreEncodedFrame: frame() });
    expect(sent).toEqual([]);
    expect(client.ordinary).toEqual([['42[]']]);
  });

  it('takes engine.io’s path for a volatile packet, a packet without a frame, and a server that did not ask for it', () => {
    const Client = buildClientClass();
    const enabled = {};
    const { conn, sent } = buildIdleConn();
    const client = new Client(enabled, conn);
    installDirectFrameWrites(enabled, client);
    client.writeToEngine(['a'], { volatile: true, wsPreEncodedFrame: frame() });
    client.writeToEngine(['b'], {});
    const other = new Client({}, buildIdleConn().conn);
    other.writeToEngine(['c'], { wsPreEncodedFrame: frame() });
    expect(sent).toEqual([]);
    expect(client.ordinary).toEqual([['a'], ['b']]);
    expect(other.ordinary).toEqual([['c']]);
  });

  it('leaves a client class without writeToEngine untouched', () => {
    class Other {}
    const client = new Other();
    expect(installDirectFrameWrites({}, client)).toBe(false);
    expect(Object.getOwnPropertyNames(Other.prototype)).toEqual(['constructor']);
  });
});
