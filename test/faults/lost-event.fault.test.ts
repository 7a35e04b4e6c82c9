import { findUserById } from '@autolicit/db';
import { closeAuctionIfDue } from '@autolicit/jobs';
import type { OutboxDelivery } from '@autolicit/messaging';
import {
  type AppContext,
  createBidFloors,
  createLogger,
  createMetrics,
  placeBid,
  systemClock,
} from '@autolicit/realtime-server';
import type { AuctionClosedEvent, BidPlacedEvent, BidPlacedFrame } from '@autolicit/shared';
import { beforeAll, expect, it } from 'vitest';
import { BidLedger, type LiveSocket, connectLive, createAuction, createBidders } from './lib/marketplace-clients';
import { checkInvariants, reportScenario } from './lib/invariants';
import { useScenario } from './lib/scenario';
import { sleep, waitFor } from './lib/util';

/**
 * A process that dies between its commit and its broadcast. The real bid and close services run
 * here, against the cluster's database, with a delivery that never happens (what a SIGKILL right
 * after the commit leaves): the three nodes and the workers must still tell every watcher, from
 * the outbox, within seconds.
 */
const s = useScenario({ appendOnly: false });
const watchers: LiveSocket[] = s.sockets;

/** The writer "dies" after its commit: nothing is delivered, nothing is deleted. */
const diedAfterCommit: OutboxDelivery = {
  deliver: async () => false,
  relayOnce: async () => ({ claimed: 0, delivered: 0 }),
};

beforeAll(async () => {
  watchers.push(...(await Promise.all(s.cluster.nodes.map((url) => connectLive(url, s.cluster.origin)))));
});

it('announces a bid and a close whose writer died right after the commit, on every node', async () => {
  const [seller, bidder] = await createBidders(s.db.handle.db, 2);
  const vehicle = await createAuction(s.db.handle.db, {
    sellerId: seller!.id,
    auctionEndTime: new Date(Date.now() + 60_000),
  });
  const ending = await createAuction(s.db.handle.db, {
    sellerId: seller!.id,
    currentBid: '7000.00',
    bidCount: 1,
    highBidderId: bidder!.id,
    auctionEndTime: new Date(Date.now() + 60_000),
  });
  await s.db.query(
    `insert into bids (vehicle_id, bidder_id, amount, bid_seq, created_at) values ($1, $2, 7000, 1, now() - interval '1 minute')`,
    [ending.id, bidder!.id],
  );
  const bids = watchers.map(() => [] as (BidPlacedFrame | BidPlacedEvent)[]);
  const closes = watchers.map(() => [] as AuctionClosedEvent[]);
  for (const [i, watcher] of watchers.entries()) {
    watcher.on('bid:placed', (e) => bids[i]!.push(e));
    watcher.on('auction:closed', (e) => closes[i]!.push(e));
    for (const v of [vehicle, ending]) await watcher.timeout(3000).emitWithAck('vehicle:join', { vehicleId: v.id });
  }

  const ctx = {
    db: s.db.handle.db,
    clock: systemClock,
    metrics: createMetrics(),
    outbox: diedAfterCommit,
    logger: createLogger('silent'),
    bidFloors: createBidFloors(),
  } as unknown as AppContext;
  const bidCommitted = Date.now();
  const outcome = await placeBid(ctx, {
    vehicleId: vehicle.id,
    bidder: (await findUserById(s.db.handle.db, bidder!.id))!,
    amount: '1100',
    idempotencyKey: 'lost-event-bid',
  });
  // Due only now, so that the workers' sweeper cannot close it first: this writer closes it, and dies.
  await s.db.query(`update vehicles set auction_end_time = now() - interval '1 millisecond' where id = $1`, [
    ending.id,
  ]);
  const closeCommitted = Date.now();
  const closed = await closeAuctionIfDue(
    { db: s.db.handle.db, clock: systemClock, logger: createLogger('silent'), outbox: diedAfterCommit } as never,
    ending.id,
  );
  expect(closed.outcome).toBe('closed-sold');

  await waitFor(
    () => bids.every((seen) => seen.some((e) => e.bidId === outcome.result.bid!.id)),
    15_000,
    'the bid on every node',
  );
  const bidHeardAfterMs = Date.now() - bidCommitted;
  await waitFor(
    () => closes.every((seen) => seen.some((e) => e.vehicleId === ending.id && e.status === 'sold')),
    15_000,
    'the close on every node',
  );
  const closeHeardAfterMs = Date.now() - closeCommitted;
  await sleep(2_000);
  const [owed] = await s.db.query<{ n: number }>('select count(*)::int as n from outbox_messages');

  const ledger = new BidLedger();
  const report = await checkInvariants(s.db, ledger, [vehicle.id, ending.id]);
  reportScenario('lost-event', {
    bidHeardOnEveryNodeAfterMs: bidHeardAfterMs,
    closeHeardOnEveryNodeAfterMs: closeHeardAfterMs,
    bidEventsPerWatcher: bids.map((b) => b.length).join('/'),
    outboxLeft: owed!.n,
    doubleCloses: report.doubleCloses,
  });
  expect(s.cluster.crashes()).toEqual([]);
  expect(report.violations).toEqual([]);
  expect(bidHeardAfterMs).toBeLessThan(6_000);
  expect(closeHeardAfterMs).toBeLessThan(6_000);
  expect(owed!.n).toBe(0);
});
