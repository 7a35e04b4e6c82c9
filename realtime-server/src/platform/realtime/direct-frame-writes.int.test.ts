import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Server, Socket as ServerSocket } from 'socket.io';
import { type Socket as ClientSocket, io as connectClient } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ORIGIN } from '../../test/test-context';
import { type TestServer, startTestServer, waitForConnect } from '../../test/test-server';
import { directFrameWrites } from './direct-frame-writes';

const ROOM = 'direct-frame-writes-test';
const open: ClientSocket[] = [];

async function connect(
  node: TestServer,
  transport: 'websocket' | 'polling',
): Promise<{ client: ClientSocket; server: ServerSocket; received: number[] }> {
  const client = connectClient(node.url, {
    transports: [transport],
    extraHeaders: { Origin: TEST_ORIGIN },
    reconnection: false,
    forceNew: true,
  });
  open.push(client);
  const received: number[] = [];
  client.on('test:seq', (n: number) => received.push(n));
  await waitForConnect(client as never);
  const io = node.sockets.io as unknown as Server;
  const server = io.of('/').sockets.get(client.id!)!;
  await server.join(ROOM);
  return { client, server, received };
}

async function until(check: () => boolean): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

afterEach(() => {
  for (const client of open.splice(0)) client.disconnect();
});

describe('room broadcasts written straight to idle WebSockets', () => {
  let node: TestServer;
  beforeAll(async () => {
    node = await startTestServer();
  });
  afterAll(async () => node.close());

  it('delivers every broadcast in order with the socket’s own packets, directly when the connection is idle and queued when it is not', async () => {
    const io = node.sockets.io as unknown as Server;
    const a = await connect(node, 'websocket');
    const b = await connect(node, 'websocket');
    const before = { ...directFrameWrites };
    const expectedA: number[] = [];
    const expectedB: number[] = [];
    for (let i = 0; i < 300; i += 1) {
      io.to(ROOM).emit('test:seq', i);
      expectedA.push(i);
      expectedB.push(i);
      // A packet of A's own makes its transport busy until written: the next broadcast in the same
      // turn must queue behind it (engine.io's path), never overtake it.
      if (i % 3 === 0) {
        a.server.emit('test:seq', -1000 - i);
        expectedA.push(-1000 - i);
      }
      if (i % 10 === 9) await nextTurn();
    }
    await until(() => a.received.length === expectedA.length && b.received.length === expectedB.length);
    expect(a.received).toEqual(expectedA);
    expect(b.received).toEqual(expectedB);
    // Both paths were taken: idle connections directly, A behind its own packet through the queue.
    expect(directFrameWrites.direct - before.direct).toBeGreaterThan(300);
    expect(directFrameWrites.ordinary - before.ordinary).toBeGreaterThan(0);
  });

  it('leaves a polling connection to engine.io, which delivers in order', async () => {
    const io = node.sockets.io as unknown as Server;
    const polling = await connect(node, 'polling');
    const before = { ...directFrameWrites };
    for (let i = 0; i < 20; i += 1) io.to(ROOM).emit('test:seq', i);
    await until(() => polling.received.length === 20);
    expect(polling.received).toEqual([...Array(20).keys()]);
    expect(directFrameWrites.direct - before.direct).toBe(0);
    expect(directFrameWrites.ordinary - before.ordinary).toBe(20);
  });
});

describe('SOCKET_DIRECT_WRITES=false', () => {
  let node: TestServer;
  beforeAll(async () => {
    node = await startTestServer({ env: { SOCKET_DIRECT_WRITES: 'false' } });
  });
  afterAll(async () => node.close());

  it('sends every broadcast through engine.io', async () => {
    const io = node.sockets.io as unknown as Server;
    const watcher = await connect(node, 'websocket');
    const before = { ...directFrameWrites };
    for (let i = 0; i < 20; i += 1) {
      io.to(ROOM).emit('test:seq', i);
      await nextTurn();
    }
    await until(() => watcher.received.length === 20);
    expect(watcher.received).toEqual([...Array(20).keys()]);
    expect(directFrameWrites.direct - before.direct).toBe(0);
  });
});
