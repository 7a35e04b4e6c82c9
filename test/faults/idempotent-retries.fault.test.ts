import type { AckResponse, PlaceBidResultDto } from '@autolicit/shared';
import { expect, it } from 'vitest';
import { reportScenario } from './lib/invariants';
import { connectLive, createAuction, createBidders, signIn } from './lib/marketplace-clients';
import { useScenario } from './lib/scenario';

/**
 * One bid re-sent with the same key many times, at once and one after another, to every node,
 * over HTTP (Idempotency-Key) and over sockets (clientBidId): one row, the same answer each time,
 * and the same key with another amount is refused.
 */
const s = useScenario({ appendOnly: false });

it('stores one bid per key however often and wherever it is re-sent', async () => {
  const [seller, bidder] = await createBidders(s.db.handle.db, 2);
  const vehicle = await createAuction(s.db.handle.db, {
    sellerId: seller!.id,
    auctionEndTime: new Date(Date.now() + 30 * 60_000),
  });
  const cookies = await Promise.all(s.cluster.nodes.map((url) => signIn(url, s.cluster.origin, bidder!.email)));
  const sockets = await Promise.all(s.cluster.nodes.map((url, i) => connectLive(url, s.cluster.origin, cookies[i])));
  s.sockets.push(...sockets);

  const httpSend = (i: number, amount: string) =>
    fetch(`${s.cluster.nodes[i % 3]}/api/vehicles/${vehicle.id}/bids`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Origin: s.cluster.origin,
        Cookie: cookies[i % 3]!,
        'Idempotency-Key': 'retry-http-0001',
      },
      body: JSON.stringify({ amount }),
    }).then(async (r) => ({ status: r.status, body: (await r.json()) as { bid?: { id: string }; code?: string } }));
  const socketSend = (i: number, amount: string) =>
    sockets[i % 3]!.timeout(5000).emitWithAck('bid:place', {
      vehicleId: vehicle.id,
      amount,
      clientBidId: 'retry-socket-0001',
    }) as Promise<AckResponse<PlaceBidResultDto>>;

  const httpBurst = await Promise.all(Array.from({ length: 12 }, (_, i) => httpSend(i, '1100')));
  const httpLater = await Promise.all([0, 1, 2].map((i) => httpSend(i, '1100')));
  const socketBurst = await Promise.all(Array.from({ length: 12 }, (_, i) => socketSend(i, '1200')));
  const socketLater = await Promise.all([0, 1, 2].map((i) => socketSend(i, '1200')));
  const mismatch = await httpSend(0, '1300');
  const socketMismatch = await socketSend(1, '1300');

  const httpIds = new Set([...httpBurst, ...httpLater].map((r) => r.body.bid?.id));
  const socketIds = new Set([...socketBurst, ...socketLater].map((r) => ('data' in r ? r.data.bid?.id : r.error.code)));
  const [row] = await s.db.query<{ n: number }>('select count(*)::int as n from bids where vehicle_id = $1', [
    vehicle.id,
  ]);
  reportScenario('idempotent-retries', {
    httpSends: httpBurst.length + httpLater.length,
    socketSends: socketBurst.length + socketLater.length,
    distinctHttpAnswers: httpIds.size,
    distinctSocketAnswers: socketIds.size,
    storedBids: row!.n,
  });
  expect(s.cluster.crashes()).toEqual([]);
  expect([...httpBurst, ...httpLater].map((r) => r.status)).toEqual(Array(15).fill(201));
  expect(httpIds.size).toBe(1);
  expect(socketIds.size).toBe(1);
  expect([...socketIds][0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(row!.n).toBe(2);
  expect([mismatch.status, mismatch.body.code]).toEqual([409, 'IDEMPOTENCY_MISMATCH']);
  expect(socketMismatch).toMatchObject({ error: { code: 'IDEMPOTENCY_MISMATCH' } });
});
