import { expect, it } from 'vitest';
import { checkInvariants, reportScenario } from './lib/invariants';
import { BidLedger, connectLive, createAuction, createBidders } from './lib/marketplace-clients';
import { connectBidders, useScenario } from './lib/scenario';
import { sleep, waitFor } from './lib/util';

/**
 * Thirty bids in an auction's final minutes, from bidders on different nodes: thirty extensions,
 * each seen by the watchers on every node in order (in the compact `bid:placed` of the bid that moved
 * the end), the database's end equal to the last one, and no close at any of the old ends.
 */
const s = useScenario({ appendOnly: false });
const BIDS = 30;

it('extends thirty times and closes at none of the old ends', async () => {
  const [seller, ...bidders] = await createBidders(s.db.handle.db, 4);
  const originalEnd = new Date(Date.now() + 6_000);
  const vehicle = await createAuction(s.db.handle.db, { sellerId: seller!.id, auctionEndTime: originalEnd });
  const watchers = await Promise.all(s.cluster.nodes.map((url) => connectLive(url, s.cluster.origin)));
  s.sockets.push(...watchers);
  const seen = watchers.map(() => [] as { auctionEndTime: string }[]);
  for (const [i, watcher] of watchers.entries()) {
    watcher.on('bid:placed', (e) => {
      if (e.auctionEndTime !== undefined) seen[i]!.push({ auctionEndTime: e.auctionEndTime });
    });
    await watcher.timeout(3000).emitWithAck('vehicle:join', { vehicleId: vehicle.id });
  }
  const crowd = await connectBidders(s, bidders);
  const ledger = new BidLedger();
  for (let n = 0; n < BIDS; n += 1) {
    const { bidder, socket } = crowd[n % crowd.length]!;
    const attempt = await ledger.placeOverSocket(socket, bidder, vehicle.id, String(1100 + n * 100));
    expect(attempt.outcome).toBe('accepted');
    await sleep(150);
  }
  await waitFor(() => seen.every((events) => events.length >= BIDS), 10_000, 'every extension on every node');
  await sleep(Math.max(0, originalEnd.getTime() + 3_000 - Date.now()));
  const [row] = await s.db.query<{ status: string; auction_end_time: Date }>(
    'select status, auction_end_time from vehicles where id = $1',
    [vehicle.id],
  );
  const report = await checkInvariants(s.db, ledger, [vehicle.id]);
  const ordered = seen.every((events) =>
    events.every((e, i) => i === 0 || Date.parse(e.auctionEndTime) > Date.parse(events[i - 1]!.auctionEndTime)),
  );
  reportScenario('extensions', {
    bids: BIDS,
    extensionsPerWatcher: seen.map((e) => e.length).join('/'),
    inOrder: String(ordered),
    statusAfterOriginalEnd: row!.status,
    lostAcks: report.lostAcks,
  });
  expect(s.cluster.crashes()).toEqual([]);
  expect(report.violations).toEqual([]);
  expect(seen.map((e) => e.length)).toEqual([BIDS, BIDS, BIDS]);
  expect(ordered).toBe(true);
  expect(row!.status).toBe('active');
  expect(seen.map((events) => Date.parse(events.at(-1)!.auctionEndTime))).toEqual(
    Array(3).fill(row!.auction_end_time.getTime()),
  );
});
