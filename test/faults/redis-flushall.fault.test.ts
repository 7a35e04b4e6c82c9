import { expect, it } from 'vitest';
import { checkInvariants, reportScenario } from './lib/invariants';
import { BidLedger, createAuction, createBidders } from './lib/marketplace-clients';
import { useScenario } from './lib/scenario';
import { sleep, waitFor } from './lib/util';

/**
 * Redis loses every key (FLUSHALL: the close jobs, the sweeper, sessions) while ten auctions are
 * due in the next 20 s: each still closes within 5 s of its end, once.
 */
const s = useScenario({ appendOnly: false });

it('closes every due auction within 5 s of its end after Redis lost its data', async () => {
  const [seller, buyer] = await createBidders(s.db.handle.db, 2);
  const now = Date.now();
  const vehicles = await Promise.all(
    Array.from({ length: 10 }, (_, i) =>
      createAuction(s.db.handle.db, {
        sellerId: seller!.id,
        auctionEndTime: new Date(now + 6_000 + i * 2_000),
      }),
    ),
  );
  const ids = vehicles.map((v) => v.id);
  await s.db.query(
    `update vehicles set current_bid = 3000, bid_count = 1, high_bidder_id = $2 where id = any($1::uuid[])`,
    [ids, buyer!.id],
  );
  await s.db.query(
    `insert into bids (vehicle_id, bidder_id, amount, bid_seq, created_at) select id, $2, 3000, 1, now() from vehicles where id = any($1::uuid[])`,
    [ids, buyer!.id],
  );
  // The workers learn of them at the next sweep (it re-adds jobs of auctions ending soon) or at their own start.
  await sleep(3_000);
  await s.redis.flushAll();
  await waitFor(
    async () => {
      const [row] = await s.db.query<{ n: number }>(
        `select count(*)::int as n from vehicles where id = any($1::uuid[]) and status = 'active'`,
        [ids],
      );
      return row!.n === 0;
    },
    40_000,
    'every auction closed',
  );
  const lags = await s.db.query<{ lag_ms: number }>(
    `select (extract(epoch from closed_at - auction_end_time) * 1000)::int as lag_ms from vehicles where id = any($1::uuid[])`,
    [ids],
  );
  const report = await checkInvariants(s.db, new BidLedger(), ids);
  const maxLag = Math.max(...lags.map((l) => l.lag_ms));
  reportScenario('redis-flushall', { auctions: ids.length, maxCloseLagMs: maxLag, doubleCloses: report.doubleCloses });
  expect(s.cluster.crashes()).toEqual([]);
  expect(report.violations).toEqual([]);
  expect(maxLag).toBeLessThan(5_000);
});
