import { MAX_ROOMS_PER_SOCKET } from '@autolicit/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createUser, createVehicle } from '../../test/factories';
import { TEST_ORIGIN } from '../../test/test-context';
import { type TestServer, type TestSocket, command, startTestServer, waitForConnect } from '../../test/test-server';
import { io as connectClient } from 'socket.io-client';
import { ROOM_JOINS_PER_SOCKET } from './vehicle.socket';

let node: TestServer;
let sellerId: string;
const open: TestSocket[] = [];

/** A visitor's socket; `forwardedFor` is what a client may write — the server trusts no proxy here. */
async function connect(forwardedFor?: string, target = node): Promise<TestSocket> {
  const headers: Record<string, string> = { Origin: TEST_ORIGIN };
  if (forwardedFor) headers['X-Forwarded-For'] = forwardedFor;
  const socket: TestSocket = connectClient(target.url, {
    transports: ['websocket'],
    extraHeaders: headers,
    reconnection: false,
    forceNew: true,
  });
  open.push(socket);
  await waitForConnect(socket);
  return socket;
}

const join = (socket: TestSocket, vehicleId: string) => command(socket, 'vehicle:join', { vehicleId });

beforeAll(async () => {
  node = await startTestServer();
  sellerId = (await createUser(node.ctx)).id;
});
afterEach(() => {
  for (const socket of open.splice(0)) socket.disconnect();
});
afterAll(async () => node.close());

describe('vehicle:join limits', () => {
  it('accepts only canonical lower-case ids: the same vehicle in other letter cases is no extra room', async () => {
    const vehicle = await createVehicle(node.ctx, { sellerId });
    const socket = await connect();
    expect(await join(socket, vehicle.id)).toHaveProperty('data');
    // One letter upper-cased, not the first eight characters: those are all digits now and then.
    const oneLetterUpper = vehicle.id.replace(/[a-f]/, (letter) => letter.toUpperCase());
    for (const variant of [vehicle.id.toUpperCase(), oneLetterUpper, ` ${vehicle.id}`]) {
      expect(variant).not.toBe(vehicle.id);
      expect(await join(socket, variant)).toMatchObject({
        error: { code: 'VALIDATION', message: 'Vehicle not found' },
      });
    }
    const rooms = await node.sockets.io.in(`vehicle:${vehicle.id}`).fetchSockets();
    expect(rooms).toHaveLength(1);
  });

  it(`holds at most ${MAX_ROOMS_PER_SOCKET} rooms per socket, says so past it, and frees a place on leave`, async () => {
    const vehicles = await Promise.all(
      Array.from({ length: MAX_ROOMS_PER_SOCKET + 1 }, () => createVehicle(node.ctx, { sellerId })),
    );
    const socket = await connect();
    for (const vehicle of vehicles.slice(0, MAX_ROOMS_PER_SOCKET))
      expect(await join(socket, vehicle.id)).toHaveProperty('data');
    const extra = vehicles.at(-1)!.id;
    expect(await join(socket, extra)).toMatchObject({ error: { code: 'TOO_MANY_ROOMS' } });
    // Joining a room it already holds is a fresh snapshot, not another room.
    expect(await join(socket, vehicles[0]!.id)).toHaveProperty('data');
    await command(socket, 'vehicle:leave', { vehicleId: vehicles[1]!.id });
    expect(await join(socket, extra)).toHaveProperty('data');
  });

  it('keeps the cap when a socket sends its joins all at once', async () => {
    const vehicles = await Promise.all(
      Array.from({ length: MAX_ROOMS_PER_SOCKET + 20 }, () => createVehicle(node.ctx, { sellerId })),
    );
    const socket = await connect();
    const acks = await Promise.all(vehicles.map((vehicle) => join(socket, vehicle.id)));
    expect(acks.filter((ack) => 'data' in ack)).toHaveLength(MAX_ROOMS_PER_SOCKET);
    expect(acks.filter((ack) => 'error' in ack).map((ack) => ('error' in ack ? ack.error.code : ''))).toEqual(
      Array(20).fill('TOO_MANY_ROOMS'),
    );
  });

  it(`rate-limits one socket to ${ROOM_JOINS_PER_SOCKET.points} joins a minute`, async () => {
    const vehicle = await createVehicle(node.ctx, { sellerId });
    const socket = await connect();
    const codes: string[] = [];
    for (let i = 0; i <= ROOM_JOINS_PER_SOCKET.points; i += 1) {
      const ack = await join(socket, vehicle.id);
      codes.push('error' in ack ? ack.error.code : 'ok');
    }
    expect(codes.slice(0, ROOM_JOINS_PER_SOCKET.points).every((code) => code === 'ok')).toBe(true);
    expect(codes.at(-1)).toBe('RATE_LIMITED');
  });

  it('rate-limits joins per address, whatever X-Forwarded-For a client writes', async () => {
    // A node of its own: the other tests' joins came from the same address.
    const fresh = await startTestServer();
    const vehicle = await createVehicle(fresh.ctx, { sellerId });
    const perSocket = 100;
    const sockets = await Promise.all(Array.from({ length: 13 }, (_, i) => connect(`198.51.100.${i + 1}`, fresh)));
    const codes = (
      await Promise.all(
        sockets.map(async (socket) => {
          const mine: string[] = [];
          for (let i = 0; i < perSocket; i += 1) {
            const ack = await join(socket, vehicle.id);
            mine.push('error' in ack ? ack.error.code : 'ok');
          }
          return mine;
        }),
      )
    ).flat();
    // 1,300 joins from one real address: the per-address budget (1,200 a minute) runs out.
    expect(codes.filter((code) => code === 'ok')).toHaveLength(1200);
    expect(new Set(codes.filter((code) => code !== 'ok'))).toEqual(new Set(['RATE_LIMITED']));
    for (const socket of sockets) socket.disconnect();
    await fresh.close();
  }, 60_000);
});
