import type { AuctionRescheduledEvent } from '@autolicit/shared';
import { expect, it } from 'vitest';
import { runBiddingCrowd } from './lib/bidding-crowd';
import { checkInvariants, reportScenario } from './lib/invariants';
import { BidLedger, type LiveSocket, connectLive, createAuction, createBidders } from './lib/marketplace-clients';
import { connectBidders, useScenario } from './lib/scenario';
import { sleep, waitFor } from './lib/util';

/**
 * Redis stopped for 20 s under three nodes and two worker processes, while three auctions end
 * inside the outage, one ends 5 minutes after it and one was bought (buy-now) before it. Nobody
 * loses an auction to our outage: the three end at (Redis back) + 2 min, announced live, and take
 * bids afterwards; the fourth and the sold one are untouched; nothing closes, twice or at all.
 */
const s = useScenario({ cluster: { workerProcesses: 2 } });
const OUTAGE_MS = 20_000;
const TWO_MIN = 2 * 60_000;
/** The workers probe every 500 ms and reconnect every 200 ms: they see Redis back within ~1 s. */
const PROBE_TOLERANCE_MS = 1_500;
const sockets: LiveSocket[] = s.sockets;

it('extends the auctions that ended during a 20 s Redis outage to restored + 2 min, once', async () => {
  const [seller, ...bidders] = await createBidders(s.db.handle.db, 9);
  const hot = await createAuction(s.db.handle.db, {
    sellerId: seller!.id,
    auctionEndTime: new Date(Date.now() + 30 * 60_000),
  });
  const crowd = await connectBidders(s, bidders);
  const watcher = await connectLive(s.cluster.nodes[1]!, s.cluster.origin);
  sockets.push(watcher);

  const stopAt = Date.now() + 5_000;
  const endingInOutage = await Promise.all(
    [5_000, 10_000, 15_000].map((offset) =>
      createAuction(s.db.handle.db, {
        sellerId: seller!.id,
        currentBid: '5000.00',
        bidCount: 0,
        auctionEndTime: new Date(stopAt + offset),
      }),
    ),
  );
  const later = await createAuction(s.db.handle.db, {
    sellerId: seller!.id,
    auctionEndTime: new Date(stopAt + OUTAGE_MS + 5 * 60_000),
  });
  const bought = await createAuction(s.db.handle.db, {
    sellerId: seller!.id,
    buyNowPrice: '9000.00',
    auctionEndTime: new Date(stopAt + 8_000),
  });
  const ids = [hot, ...endingInOutage, later, bought].map((v) => v.id);
  const rescheduled: (AuctionRescheduledEvent & { heardAt: number })[] = [];
  watcher.on('auction:rescheduled', (event) => rescheduled.push({ ...event, heardAt: Date.now() }));
  const joinAll = async () => {
    for (const id of ids) await watcher.timeout(3000).emitWithAck('vehicle:join', { vehicleId: id });
  };
  await joinAll();
  // As the web app does: a socket that reconnected (a busy machine can miss heartbeats) joins again.
  watcher.io.on('reconnect', () => void joinAll().catch(() => undefined));

  const ledger = new BidLedger();
  // Bought before the outage: sold, its end in the window, and it must stay sold.
  const purchase = await ledger.placeOverSocket(crowd[0]!.socket, crowd[0]!.bidder, bought.id, '9000');
  expect(purchase.outcome).toBe('accepted');
  const bidding = runBiddingCrowd({
    ledger,
    bidders: crowd.slice(1),
    vehicleIds: [hot.id],
    startingPrice: 1000,
    everyMs: 1000,
  });

  await sleep(Math.max(0, stopAt - Date.now()));
  const outageStart = Date.now();
  await s.redis.stop();
  await sleep(OUTAGE_MS - 3_000);
  // All three have ended by now: a bid on each is refused (the service, not the auction).
  const triedInOutage = await Promise.all(
    endingInOutage.map((v, i) =>
      ledger.placeOverSocket(crowd[i]!.socket, crowd[i]!.bidder, v.id, '5100', { giveUpAfterMs: 2_000 }),
    ),
  );
  await sleep(Math.max(0, outageStart + OUTAGE_MS - Date.now()));
  const restarting = Date.now();
  await s.redis.start();
  const redisBack = Date.now();

  const outage = await waitFor(
    async () => {
      const rows = await s.db.query<{
        id: string;
        dependency: string;
        started_ms: string;
        restored_ms: string;
        applied_ms: string | null;
      }>(
        `select id, dependency, (extract(epoch from started_at) * 1000)::bigint::text as started_ms,
         (extract(epoch from restored_at) * 1000)::bigint::text as restored_ms, (extract(epoch from applied_at) * 1000)::bigint::text as applied_ms
       from service_outages`,
      );
      return rows.length > 0 && rows.every((r) => r.applied_ms !== null) ? rows : undefined;
    },
    20_000,
    'the outage applied',
  );
  const appliedAfterRedisBackMs = Math.max(...outage.map((o) => Number(o.applied_ms))) - redisBack;
  const ends = async () =>
    new Map(
      (
        await s.db.query<{ id: string; status: string; end_ms: string; closed_ms: string | null }>(
          `select id, status, (extract(epoch from auction_end_time) * 1000)::bigint::text as end_ms,
       (extract(epoch from closed_at) * 1000)::bigint::text as closed_ms from vehicles where id = any($1::uuid[])`,
          [ids],
        )
      ).map((row) => [row.id, row]),
    );
  const afterExtension = await ends();
  await waitFor(
    () => endingInOutage.every((v) => rescheduled.some((e) => e.vehicleId === v.id)),
    20_000,
    'auction:rescheduled heard for each',
  ).catch((error: unknown) => {
    const workers = ['workers', 'workers-2']
      .map((name) => `${name}:\n${s.cluster.processes.get(name)!.output.slice(-4000)}`)
      .join('\n');
    throw new Error(`${String(error)}; heard ${JSON.stringify(rescheduled)}\n${workers}`);
  });
  const heardAfterRedisBackMs =
    Math.max(
      ...endingInOutage.map((v) => Math.min(...rescheduled.filter((e) => e.vehicleId === v.id).map((e) => e.heardAt))),
    ) - redisBack;

  // Bidding goes on where it was refused: one bid on each extended auction after Redis is back.
  const afterRecovery = await Promise.all(
    endingInOutage.map((v, i) =>
      ledger.placeOverSocket(crowd[i]!.socket, crowd[i]!.bidder, v.id, '5100', { resendOn: ['SERVICE_UNAVAILABLE'] }),
    ),
  );
  await sleep(3_000);
  await bidding.stop();
  await sleep(2_000);

  const final = await ends();
  const audit = await s.db.query<{ vehicle_id: string; actor_id: string | null }>(
    `select details->>'vehicleId' as vehicle_id, actor_id from audit_events where event = 'system.auction-extended-after-outage'`,
  );
  const report = await checkInvariants(s.db, ledger, ids);
  const restoredMs = Number(outage[0]!.restored_ms);
  const newEnds = endingInOutage.map((v) => Number(afterExtension.get(v.id)!.end_ms));
  const refusedInOutage = ledger.attempts.filter(
    (a) => a.outcome === 'refused' && a.code === 'SERVICE_UNAVAILABLE',
  ).length;
  reportScenario('outage-extension-redis-20s', {
    workerProcesses: 2,
    outageRows: outage.length,
    startedBeforeStopMs: outageStart - Number(outage[0]!.started_ms),
    restoredAfterRedisBackMs: restoredMs - redisBack,
    appliedAfterRedisBackMs,
    extended: `${newEnds.filter((end) => end === restoredMs + TWO_MIN).length}/${endingInOutage.length}`,
    newEndMinusRedisBackMs: newEnds.map((end) => end - redisBack).join('/'),
    rescheduledHeard: rescheduled.length,
    everyRescheduleHeardAfterRedisBackMs: heardAfterRedisBackMs,
    audited: audit.length,
    laterUntouched: String(Number(final.get(later.id)!.end_ms) === later.auctionEndTime.getTime()),
    boughtStaysSold: final.get(bought.id)!.status,
    bidsAcceptedAfterRecovery: `${afterRecovery.filter((a) => a.outcome === 'accepted').length}/${endingInOutage.length}`,
    acked: report.acked,
    stored: report.stored,
    lostAcks: report.lostAcks,
    doubleCloses: report.doubleCloses,
    refusedDuringOutage: refusedInOutage,
    refused: ledger.refusals(),
  });

  expect(s.cluster.crashes()).toEqual([]);
  expect(report.violations).toEqual([]);
  // One outage, however many worker processes saw it.
  expect(outage).toHaveLength(1);
  expect(outage[0]!.dependency).toBe('redis');
  expect(Number(outage[0]!.started_ms)).toBeLessThanOrEqual(outageStart);
  expect(restoredMs).toBeGreaterThanOrEqual(restarting);
  expect(restoredMs - redisBack).toBeLessThan(PROBE_TOLERANCE_MS);
  // The three: restored + 2 min exactly, i.e. (Redis back) + 2 min within the probe tolerance.
  for (const end of newEnds) {
    expect(end).toBe(restoredMs + TWO_MIN);
    expect(Math.abs(end - (redisBack + TWO_MIN))).toBeLessThan(PROBE_TOLERANCE_MS);
  }
  for (const v of endingInOutage) {
    expect(final.get(v.id)!.status).toBe('active');
    // Delivery is at least once (outbox): every copy heard tells the same move.
    const heard = rescheduled.filter((e) => e.vehicleId === v.id);
    expect(heard.length).toBeGreaterThan(0);
    for (const event of heard) {
      expect(event).toMatchObject({
        previousEndTime: v.auctionEndTime.toISOString(),
        auctionEndTime: new Date(restoredMs + TWO_MIN).toISOString(),
      });
    }
  }
  expect(audit.map((a) => a.vehicle_id).sort()).toEqual(endingInOutage.map((v) => v.id).sort());
  expect(audit.every((a) => a.actor_id === null)).toBe(true);
  expect(triedInOutage.map((a) => a.code)).toEqual([
    'SERVICE_UNAVAILABLE',
    'SERVICE_UNAVAILABLE',
    'SERVICE_UNAVAILABLE',
  ]);
  expect(afterRecovery.map((a) => a.outcome)).toEqual(['accepted', 'accepted', 'accepted']);
  expect(refusedInOutage).toBeGreaterThan(3);
  // Untouched: the one ending 5 minutes later, and the one sold before the outage.
  expect(Number(final.get(later.id)!.end_ms)).toBe(later.auctionEndTime.getTime());
  expect(final.get(bought.id)!.status).toBe('sold');
  expect(Number(final.get(bought.id)!.closed_ms)).toBeLessThan(outageStart);
});
