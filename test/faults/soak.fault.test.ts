import { expect, it } from 'vitest';
import { runBiddingCrowd } from './lib/bidding-crowd';
import { checkInvariants, reportScenario } from './lib/invariants';
import { BidLedger, type LiveSocket, connectLive, createAuction, createBidders } from './lib/marketplace-clients';
import { readNodeMetrics } from './lib/node-metrics';
import { connectBidders, useScenario } from './lib/scenario';
import { sleep } from './lib/util';

/**
 * Five minutes at ~20 bids/s while 150 watchers keep coming and going on three nodes. At the end,
 * with everyone gone: no socket and no room left on any node, and memory no more than 50 % above
 * what it was after the first minute (no leak that grows with traffic).
 */
const s = useScenario({ appendOnly: false });
const SOAK_MS = Number(process.env.FAULTS_SOAK_MS ?? 5 * 60_000);

it('returns to its baseline after five minutes of bids and churning watchers', async () => {
  const [seller, ...bidders] = await createBidders(s.db.handle.db, 31);
  const vehicles = await Promise.all(
    Array.from({ length: 10 }, () =>
      createAuction(s.db.handle.db, { sellerId: seller!.id, auctionEndTime: new Date(Date.now() + 60 * 60_000) }),
    ),
  );
  const ids = vehicles.map((v) => v.id);
  const crowd = await connectBidders(s, bidders);
  const ledger = new BidLedger();
  const bidding = runBiddingCrowd({ ledger, bidders: crowd, vehicleIds: ids, startingPrice: 1000, everyMs: 1500 });

  let churning = true;
  let churned = 0;
  const churn = Array.from({ length: 150 }, async (_, i) => {
    while (churning) {
      const socket: LiveSocket = await connectLive(s.cluster.nodes[(i + churned) % 3]!, s.cluster.origin);
      for (const id of ids.slice(0, 1 + (i % ids.length)))
        await socket
          .timeout(5000)
          .emitWithAck('vehicle:join', { vehicleId: id })
          .catch(() => undefined);
      await sleep(2_000 + Math.random() * 4_000);
      socket.disconnect();
      churned += 1;
    }
  });
  const started = Date.now();
  await sleep(Math.min(60_000, SOAK_MS / 5));
  const baseline = await Promise.all(s.cluster.nodes.map(readNodeMetrics));
  await sleep(Math.max(0, SOAK_MS - (Date.now() - started)));
  churning = false;
  await Promise.all(churn);
  await bidding.stop();
  crowd.forEach(({ socket }) => socket.disconnect());
  await sleep(3_000);
  const after = await Promise.all(s.cluster.nodes.map(readNodeMetrics));
  const report = await checkInvariants(s.db, ledger, ids);
  const growth = after.map((a, i) => a.rssBytes / baseline[i]!.rssBytes);
  reportScenario('soak', {
    minutes: ((Date.now() - started) / 60_000).toFixed(1),
    acked: report.acked,
    stored: report.stored,
    lostAcks: report.lostAcks,
    watcherSessions: churned,
    refused: ledger.refusals(),
    rssMiBAfterFirstMinute: baseline.map((b) => Math.round(b.rssBytes / 2 ** 20)).join('/'),
    rssMiBAtEnd: after.map((a) => Math.round(a.rssBytes / 2 ** 20)).join('/'),
    socketsLeft: after.map((a) => a.sockets).join('/'),
    roomsLeft: after.map((a) => a.rooms).join('/'),
  });
  expect(s.cluster.crashes()).toEqual([]);
  expect(report.violations).toEqual([]);
  // Real bidders do not share one address: the per-IP limit must not shape the traffic.
  expect(ledger.refusals()).not.toContain('RATE_LIMITED');
  expect(after.map((a) => [a.sockets, a.rooms])).toEqual([
    [0, 0],
    [0, 0],
    [0, 0],
  ]);
  for (const ratio of growth) expect(ratio).toBeLessThan(1.5);
});
