import { expect, it } from 'vitest';
import { runBiddingCrowd } from './lib/bidding-crowd';
import { checkInvariants, reportScenario } from './lib/invariants';
import { BidLedger, type LiveSocket, connectLive, createAuction, createBidders } from './lib/marketplace-clients';
import { connectBidders, useScenario } from './lib/scenario';
import { sleep, waitFor } from './lib/util';

/**
 * Redis stopped for 20 s under three nodes, the workers and a crowd bidding over sockets. No
 * process may exit; bids are refused clearly while Redis is away (never stored unanswered);
 * bidding resumes within 5 s of Redis returning; the auctions that ended meanwhile are not closed
 * but extended to (Redis back) + 2 minutes (outage-extension.fault.test.ts looks at that closely);
 * every watcher's last price is the database's.
 */
const s = useScenario();
const OUTAGE_MS = 20_000;
const sockets: LiveSocket[] = s.sockets;

it('survives Redis stopped for 20 s during bidding', async () => {
  const [seller, ...bidders] = await createBidders(s.db.handle.db, 21);
  const hot = await Promise.all(
    Array.from({ length: 3 }, () =>
      createAuction(s.db.handle.db, { sellerId: seller!.id, auctionEndTime: new Date(Date.now() + 10 * 60_000) }),
    ),
  );
  // These end while Redis is away: they must be extended once it returns, and not closed.
  const endingInOutage = await Promise.all(
    Array.from({ length: 5 }, (_, i) =>
      createAuction(s.db.handle.db, {
        sellerId: seller!.id,
        currentBid: '5000.00',
        bidCount: 0,
        auctionEndTime: new Date(Date.now() + 15_000 + i * 2_000),
      }),
    ),
  );
  const watchers = await Promise.all(s.cluster.nodes.map((url) => connectLive(url, s.cluster.origin)));
  sockets.push(...watchers);
  const lastPrice = watchers.map(() => new Map<string, string>());
  watchers.forEach((watcher, i) =>
    watcher.on('bid:placed', (e) => {
      const known = lastPrice[i]!.get(e.vehicleId);
      if (!known || Number(e.amount) > Number(known)) lastPrice[i]!.set(e.vehicleId, e.amount);
    }),
  );
  for (const watcher of watchers)
    for (const v of hot) await watcher.timeout(3000).emitWithAck('vehicle:join', { vehicleId: v.id });

  const crowd = await connectBidders(s, bidders);
  const ledger = new BidLedger();
  const bidding = runBiddingCrowd({
    ledger,
    bidders: crowd,
    vehicleIds: hot.map((v) => v.id),
    startingPrice: 1000,
    everyMs: 1500,
  });

  await sleep(8_000);
  const outageStart = Date.now();
  await s.redis.stop();
  await sleep(OUTAGE_MS);
  await s.redis.start();
  const redisBack = Date.now();
  const firstAfter = await waitFor(
    () => ledger.accepted().find((a) => a.answeredAt! > redisBack)?.answeredAt,
    30_000,
    'a bid accepted after Redis returned',
  );
  await sleep(8_000);
  await bidding.stop();
  // Let the relays and the workers finish what the outage left.
  await sleep(4_000);

  const refusedInOutage = ledger.attempts.filter(
    (a) => a.outcome === 'refused' && a.code === 'SERVICE_UNAVAILABLE',
  ).length;
  const endedInOutage = await s.db.query<{ status: string; end_ms: string }>(
    `select status, (extract(epoch from auction_end_time) * 1000)::bigint::text as end_ms from vehicles where id = any($1::uuid[])`,
    [endingInOutage.map((v) => v.id)],
  );
  const outages = await s.db.query<{ started_ms: string; restored_ms: string }>(
    `select (extract(epoch from started_at) * 1000)::bigint::text as started_ms, (extract(epoch from restored_at) * 1000)::bigint::text as restored_ms from service_outages`,
  );
  const [outage] = outages;
  const extendedTo = Number(outage?.restored_ms) + 2 * 60_000;
  const extended = endedInOutage.filter((v) => v.status === 'active' && Number(v.end_ms) === extendedTo);
  const report = await checkInvariants(
    s.db,
    ledger,
    [...hot, ...endingInOutage].map((v) => v.id),
  );
  const prices = await s.db.query<{ id: string; current_bid: string }>(
    'select id, current_bid::text from vehicles where id = any($1::uuid[])',
    [hot.map((v) => v.id)],
  );
  const staleWatchers = watchers.flatMap((_, i) =>
    prices
      .filter((p) => lastPrice[i]!.get(p.id) !== p.current_bid)
      .map((p) => `node ${i + 1} shows ${lastPrice[i]!.get(p.id)} for ${p.current_bid}`),
  );
  const recoveryMs = firstAfter - redisBack;
  reportScenario('redis-outage-20s', {
    acked: report.acked,
    stored: report.stored,
    lostAcks: report.lostAcks,
    doubleCloses: report.doubleCloses,
    refusedDuringOutage: refusedInOutage,
    refused: ledger.refusals(),
    unanswered: ledger.attempts.filter((a) => a.outcome === 'unanswered').length,
    bidsResumeAfterMs: recoveryMs,
    extendedEndedDuringOutage: `${extended.length}/${endingInOutage.length}`,
    newEndAfterRedisBackMs: extendedTo - redisBack,
    staleWatchers: staleWatchers.length,
  });

  expect(s.cluster.crashes()).toEqual([]);
  expect(report.violations).toEqual([]);
  expect(refusedInOutage).toBeGreaterThan(0);
  expect(recoveryMs).toBeLessThan(5_000);
  // Nobody loses an auction to the outage: each got (Redis back) + 2 minutes, none closed.
  expect(outages).toHaveLength(1);
  expect(Number(outage!.started_ms)).toBeLessThanOrEqual(outageStart);
  expect(extended).toHaveLength(endingInOutage.length);
  expect(Math.abs(extendedTo - (redisBack + 2 * 60_000))).toBeLessThan(1_500);
  expect(staleWatchers).toEqual([]);
});
