import { expect, it } from 'vitest';
import { checkInvariants, reportScenario } from './lib/invariants';
import { BidLedger, createAuction, createBidders } from './lib/marketplace-clients';
import { connectBidders, useScenario } from './lib/scenario';
import { sleep, waitFor } from './lib/util';

/**
 * Twenty auctions end at the same moment while bidders on every node fire at them: at ten from
 * 400 ms before to 400 ms after the end, at the other ten only from the end on (so those surely
 * close while bids race the close job). A bid is either accepted before the end (and extends it)
 * or refused; an auction either closes once, with no bid after its end, or runs on, extended.
 */
const s = useScenario({ appendOnly: false });

it('never accepts a bid after the end, whatever the close is doing', async () => {
  const [seller, ...bidders] = await createBidders(s.db.handle.db, 13);
  const endsAt = new Date(Date.now() + 12_000);
  const vehicles = await Promise.all(
    Array.from({ length: 20 }, () => createAuction(s.db.handle.db, { sellerId: seller!.id, auctionEndTime: endsAt })),
  );
  const crowd = await connectBidders(s, bidders);
  const ledger = new BidLedger();
  const racing = vehicles.slice(0, 10);
  const late = vehicles.slice(10);
  await sleep(endsAt.getTime() - Date.now() - 400);
  const fireUntil = endsAt.getTime() + 400;
  await Promise.all(
    crowd.map(async ({ bidder, socket }, i) => {
      for (let n = 0; Date.now() < fireUntil; n += 1) {
        const targets = Date.now() < endsAt.getTime() ? racing : vehicles;
        const vehicle = targets[(i + n) % targets.length]!;
        await ledger.placeOverSocket(socket, bidder, vehicle.id, String(1100 + 100 * (n * bidders.length + i)));
      }
    }),
  );
  const ids = vehicles.map((v) => v.id);
  await waitFor(
    async () => {
      const [row] = await s.db.query<{ n: number }>(
        `select count(*)::int as n from vehicles where id = any($1::uuid[]) and status = 'active' and auction_end_time < now()`,
        [ids],
      );
      return row!.n === 0;
    },
    20_000,
    'every auction due closed',
  );
  const report = await checkInvariants(s.db, ledger, ids);
  const states = await s.db.query<{ status: string; n: number }>(
    'select status, count(*)::int as n from vehicles where id = any($1::uuid[]) group by status',
    [ids],
  );
  const refused = ledger.attempts.filter((a) => a.outcome === 'refused');
  reportScenario('bids-racing-close', {
    auctions: ids.length,
    acked: report.acked,
    stored: report.stored,
    lostAcks: report.lostAcks,
    doubleCloses: report.doubleCloses,
    refused: [...new Set(refused.map((a) => a.code))]
      .map((code) => `${code}:${refused.filter((a) => a.code === code).length}`)
      .join(' '),
    outcome: states.map((r) => `${r.status}:${r.n}`).join(' '),
  });
  expect(s.cluster.crashes()).toEqual([]);
  expect(report.violations).toEqual([]);
  expect(ledger.attempts.filter((a) => a.outcome === 'unanswered')).toEqual([]);
  // Nothing reached the late ten before their end: every bid at them was refused as closed.
  const lateIds = new Set(late.map((v) => v.id));
  const atLate = ledger.attempts.filter((a) => lateIds.has(a.vehicleId));
  expect(atLate.length).toBeGreaterThan(0);
  expect(atLate.filter((a) => a.outcome !== 'refused' || a.code !== 'AUCTION_CLOSED')).toEqual([]);
});
