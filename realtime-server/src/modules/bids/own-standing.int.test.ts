import { randomUUID } from 'node:crypto';
import type { OwnStanding, PlaceBidResultDto } from '@autolicit/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, createVehicle } from '../../test/factories';
import { TEST_ORIGIN } from '../../test/test-context';
import {
  type TestServer,
  type TestSocket,
  command,
  connectSocket,
  signInCookie,
  startTestServer,
  waitForConnect,
} from '../../test/test-server';
import { waitFor } from '../../test/test-waits';

/**
 * A bidder's standing reaches every device of theirs — sockets of two sessions on two nodes of one
 * cluster — whichever device (or HTTP) bid, and never anyone else's: real servers, Socket.IO with
 * the Redis adapter, real PostgreSQL and Redis.
 */

let a: TestServer;
let b: TestServer;
const open: TestSocket[] = [];

beforeAll(async () => {
  const prefix = `standing-${randomUUID().slice(0, 8)}:`;
  [a, b] = await Promise.all([startTestServer({ redisPrefix: prefix }), startTestServer({ redisPrefix: prefix })]);
});
afterAll(async () => {
  for (const socket of open) socket.disconnect();
  await Promise.all([a?.close(), b?.close()]);
});

interface Heard {
  event: string;
  payload: { vehicleId?: string; standing?: OwnStanding } & Record<string, unknown>;
}

/** A connected socket and everything it hears. */
async function device(node: TestServer, cookie?: string): Promise<{ socket: TestSocket; heard: Heard[] }> {
  const socket = connectSocket(node.url, { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) });
  open.push(socket);
  const heard: Heard[] = [];
  socket.onAny((event: string, payload: Heard['payload']) => heard.push({ event, payload }));
  await waitForConnect(socket);
  return { socket, heard };
}

async function bidOverHttp(
  node: TestServer,
  cookie: string,
  vehicleId: string,
  offer: { amount?: string; maxAmount?: string },
): Promise<PlaceBidResultDto> {
  const response = await fetch(`${node.url}/api/vehicles/${vehicleId}/bids`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: TEST_ORIGIN, Cookie: cookie },
    body: JSON.stringify(offer),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as PlaceBidResultDto;
}

/** The standings a device heard (from any fact that carries one), in arrival order. */
const standingsOf = (heard: Heard[]) =>
  heard.flatMap((h) => (h.payload?.standing ? [{ event: h.event, ...h.payload.standing }] : []));

/** Waits until every device has heard the standing of bid `bidSeq`, and returns it (the same on each). */
async function standingAt(devices: { heard: Heard[] }[], bidSeq: number) {
  const seen = await Promise.all(
    devices.map((d) => waitFor(() => standingsOf(d.heard).find((s) => s.bidSeq === bidSeq))),
  );
  for (const other of seen.slice(1)) expect(other).toEqual(seen[0]);
  return seen[0]!;
}

describe("a bidder's standing on every device of theirs", () => {
  it('follows HTTP and socket bids, a maximum and its defeat on both nodes, and never reaches the rival or the room', async () => {
    const [seller, alice, bob] = await Promise.all([createUser(a.ctx), createUser(a.ctx), createUser(a.ctx)]);
    const vehicle = await createVehicle(a.ctx, { sellerId: seller.id, startingBid: '10000.00' });
    // Alice: a laptop on node A and a phone on node B (two sessions); Bob on node B; a visitor watching on node A.
    const [laptopCookie, phoneCookie, bobCookie] = await Promise.all([
      signInCookie(a.url, alice.email),
      signInCookie(b.url, alice.email),
      signInCookie(b.url, bob.email),
    ]);
    const [laptop, phone, rival, watcher] = await Promise.all([
      device(a, laptopCookie),
      device(b, phoneCookie),
      device(b, bobCookie),
      device(a),
    ]);
    for (const d of [laptop, rival, watcher])
      expect(await command(d.socket, 'vehicle:join', { vehicleId: vehicle.id })).toHaveProperty('data');
    const alices = [laptop, phone];

    // Alice bids over HTTP on node A: both her devices learn she leads (the phone has not even joined the room).
    await bidOverHttp(a, laptopCookie, vehicle.id, { amount: '10100' });
    expect(await standingAt(alices, 1)).toEqual({
      event: 'bid:standing-changed',
      bidderAlias: 'Bidder 1',
      highestBid: '10100.00',
      isLeading: true,
      maximum: null,
      bidSeq: 1,
    });

    // Bob bids over his socket: both her devices hear it as outbid, in the one fact that tells it.
    const bobBid = await command<PlaceBidResultDto>(rival.socket, 'bid:place', {
      vehicleId: vehicle.id,
      amount: '11000',
      clientBidId: `bob-${vehicle.id}`,
    });
    expect(bobBid).toMatchObject({ data: { isLeading: true } });
    expect(await standingAt(alices, 2)).toEqual({
      event: 'bid:outbid',
      bidderAlias: 'Bidder 1',
      highestBid: '10100.00',
      isLeading: false,
      maximum: null,
      bidSeq: 2,
    });

    // Alice sets a maximum from her phone (node B): the platform bids for her, both devices know the maximum.
    await bidOverHttp(b, phoneCookie, vehicle.id, { maxAmount: '15555' });
    expect(await standingAt(alices, 3)).toEqual({
      event: 'bid:standing-changed',
      bidderAlias: 'Bidder 1',
      highestBid: '11100.00',
      isLeading: true,
      maximum: '15555.00',
      bidSeq: 3,
    });

    // Bob's hand bid is answered at once by her maximum: her devices hear the bid it made for her.
    await bidOverHttp(b, bobCookie, vehicle.id, { amount: '12000' });
    expect(await standingAt(alices, 5)).toEqual({
      event: 'bid:standing-changed',
      bidderAlias: 'Bidder 1',
      highestBid: '12100.00',
      isLeading: true,
      maximum: '15555.00',
      bidSeq: 5,
    });

    // Bob beats her maximum: outbid, the maximum exceeded.
    await bidOverHttp(a, bobCookie, vehicle.id, { amount: '16000' });
    expect(await standingAt(alices, 6)).toEqual({
      event: 'bid:outbid',
      bidderAlias: 'Bidder 1',
      highestBid: '12100.00',
      isLeading: false,
      maximum: '15555.00',
      bidSeq: 6,
    });
    const outbid = laptop.heard.find((h) => h.event === 'bid:outbid' && h.payload.standing?.bidSeq === 6)!;
    expect(outbid.payload).toMatchObject({ maximumExceeded: true, yourBid: '12100.00' });

    // She withdraws the beaten maximum from the laptop: the phone learns it is gone too.
    const withdrawn = await fetch(`${a.url}/api/vehicles/${vehicle.id}/bids/maximum`, {
      method: 'DELETE',
      headers: { Origin: TEST_ORIGIN, Cookie: laptopCookie },
    });
    expect(withdrawn.status).toBe(204);
    for (const d of alices) await waitFor(() => standingsOf(d.heard).find((s) => s.bidSeq === 6 && s.maximum === null));

    // Exactly one fact per decision reached each of her devices: 1, 2, 3, 5, 6, and the withdrawal.
    for (const d of alices) expect(standingsOf(d.heard).map((s) => s.bidSeq)).toEqual([1, 2, 3, 5, 6, 6]);

    // The rival heard only his own standing, the room none; neither ever saw her maximum.
    await waitFor(() => watcher.heard.find((h) => h.event === 'bid:placed' && h.payload.bidSeq === 6));
    const bobStandings = standingsOf(rival.heard);
    expect(bobStandings.length).toBeGreaterThanOrEqual(4);
    for (const standing of bobStandings) expect(standing).toMatchObject({ bidderAlias: 'Bidder 2', maximum: null });
    expect(watcher.heard.filter((h) => h.event !== 'bid:placed')).toEqual([]);
    for (const d of [rival, watcher]) expect(JSON.stringify(d.heard)).not.toContain('15555');
  });

  it("tells the buyer's other device of a buy-now with the win itself", async () => {
    const [seller, carol] = await Promise.all([createUser(a.ctx), createUser(a.ctx)]);
    const vehicle = await createVehicle(a.ctx, { sellerId: seller.id, startingBid: '5000.00', buyNowPrice: '9000.00' });
    const [laptopCookie, phoneCookie] = await Promise.all([
      signInCookie(a.url, carol.email),
      signInCookie(b.url, carol.email),
    ]);
    const phone = await device(b, phoneCookie);
    await bidOverHttp(a, laptopCookie, vehicle.id, { amount: '9000' });
    const won = await waitFor(() => phone.heard.find((h) => h.event === 'auction:won'));
    expect(won.payload.standing).toEqual({
      bidderAlias: 'Bidder 1',
      highestBid: '9000.00',
      isLeading: true,
      maximum: null,
      bidSeq: 1,
    });
    expect(phone.heard.filter((h) => h.event === 'bid:standing-changed')).toEqual([]);
  });
});
