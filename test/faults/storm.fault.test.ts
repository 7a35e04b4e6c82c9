import { expect, it } from 'vitest';
import { runBiddingCrowd } from './lib/bidding-crowd';
import { checkInvariants, reportScenario } from './lib/invariants';
import { BidLedger, connectLive, createAuction, createBidders } from './lib/marketplace-clients';
import { connectBidders, useScenario } from './lib/scenario';
import { sleep } from './lib/util';

/**
 * A 60 s bidding storm (~20 bids/s from 30 bidders on three nodes) on five auctions, watched from
 * every node: every acknowledged bid stored, and each watcher's last price is the database's.
 */
const s = useScenario({ appendOnly: false });
const STORM_MS = Number(process.env.FAULTS_STORM_MS ?? 60_000);

it('keeps every watcher on the database price through a 60 s storm', async () => {
  const [seller, ...bidders] = await createBidders(s.db.handle.db, 31);
  const vehicles = await Promise.all(
    Array.from({ length: 5 }, () =>
      createAuction(s.db.handle.db, { sellerId: seller!.id, auctionEndTime: new Date(Date.now() + 30 * 60_000) }),
    ),
  );
  const ids = vehicles.map((v) => v.id);
  const watchers = await Promise.all(
    s.cluster.nodes.flatMap((url) => [url, url]).map((url) => connectLive(url, s.cluster.origin)),
  );
  s.sockets.push(...watchers);
  const lastPrice = watchers.map(() => new Map<string, string>());
  for (const [i, watcher] of watchers.entries()) {
    watcher.on('bid:placed', (e) => {
      const known = lastPrice[i]!.get(e.vehicleId);
      if (!known || Number(e.amount) > Number(known)) lastPrice[i]!.set(e.vehicleId, e.amount);
    });
    for (const id of ids) await watcher.timeout(3000).emitWithAck('vehicle:join', { vehicleId: id });
  }
  const crowd = await connectBidders(s, bidders);
  const ledger = new BidLedger();
  const started = Date.now();
  const bidding = runBiddingCrowd({ ledger, bidders: crowd, vehicleIds: ids, startingPrice: 1000, everyMs: 1500 });
  await sleep(STORM_MS);
  await bidding.stop();
  const elapsedS = (Date.now() - started) / 1000;
  await sleep(2_000);
  const report = await checkInvariants(s.db, ledger, ids);
  const prices = await s.db.query<{ id: string; current_bid: string }>(
    'select id, current_bid::text from vehicles where id = any($1::uuid[])',
    [ids],
  );
  const stale = watchers.flatMap((_, i) => prices.filter((p) => lastPrice[i]!.get(p.id) !== p.current_bid));
  reportScenario('storm-60s', {
    seconds: Math.round(elapsedS),
    attempts: ledger.attempts.length,
    attemptsPerSecond: (ledger.attempts.length / elapsedS).toFixed(1),
    acceptedPerSecond: (report.acked / elapsedS).toFixed(1),
    acked: report.acked,
    stored: report.stored,
    lostAcks: report.lostAcks,
    watchers: watchers.length,
    staleWatcherPrices: stale.length,
    refused: ledger.refusals(),
  });
  expect(s.cluster.crashes()).toEqual([]);
  expect(report.violations).toEqual([]);
  // Real bidders do not share one address: the per-IP limit must not shape the traffic.
  expect(ledger.refusals()).not.toContain('RATE_LIMITED');
  expect(ledger.attempts.filter((a) => a.outcome === 'unanswered')).toEqual([]);
  expect(stale).toEqual([]);
});
