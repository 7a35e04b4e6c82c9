import { afterAll, beforeAll, expect, it } from 'vitest';
import { runBiddingCrowd } from './lib/bidding-crowd';
import { checkInvariants, reportScenario } from './lib/invariants';
import { BidLedger, createAuction, createBidders } from './lib/marketplace-clients';
import { type PrivatePostgres, startPrivatePostgres } from './lib/private-postgres';
import { connectBidders, useScenario } from './lib/scenario';
import { sleep, waitFor } from './lib/util';

/**
 * PostgreSQL (a throw-away cluster of the scenario's own) stopped for 3 s and started again while a crowd bids over
 * sockets on three nodes. Every bid gets an answer (a client re-sends the same clientBidId while
 * the answer cannot say whether it counted), retried ids give one row, no process exits, and
 * bidding resumes once PostgreSQL is back.
 */
let postgres: PrivatePostgres;
beforeAll(async () => {
  postgres = await startPrivatePostgres();
});
afterAll(() => postgres?.destroy());
const s = useScenario({ appendOnly: false, databaseServerUrl: () => postgres.url });

it('answers every bid through a PostgreSQL restart', async () => {
  const [seller, ...bidders] = await createBidders(s.db.handle.db, 13);
  const vehicles = await Promise.all(
    Array.from({ length: 3 }, () =>
      createAuction(s.db.handle.db, { sellerId: seller!.id, auctionEndTime: new Date(Date.now() + 30 * 60_000) }),
    ),
  );
  const crowd = await connectBidders(s, bidders);
  const ledger = new BidLedger();
  const send = { giveUpAfterMs: 30_000, resendOn: ['BID_OUTCOME_UNKNOWN', 'SERVICE_UNAVAILABLE', 'INTERNAL'] };
  const bidding = runBiddingCrowd({
    ledger,
    bidders: crowd,
    vehicleIds: vehicles.map((v) => v.id),
    startingPrice: 1000,
    everyMs: 1000,
    send,
  });
  await sleep(6_000);
  const restartedAt = Date.now();
  await postgres.restart(3_000);
  const back = Date.now();
  const resumed = await waitFor(
    () => ledger.accepted().find((a) => a.answeredAt! > back)?.answeredAt,
    20_000,
    'a bid accepted after the restart',
  );
  await sleep(6_000);
  await bidding.stop();
  await sleep(2_000);
  const report = await checkInvariants(
    s.db,
    ledger,
    vehicles.map((v) => v.id),
  );
  const resent = ledger.attempts.filter((a) => a.sends > 1).length;
  reportScenario('postgres-restart', {
    acked: report.acked,
    stored: report.stored,
    lostAcks: report.lostAcks,
    unanswered: ledger.attempts.filter((a) => a.outcome === 'unanswered').length,
    resentWithSameId: resent,
    downMs: back - restartedAt,
    bidsResumeAfterMs: resumed - back,
  });
  expect(s.cluster.crashes()).toEqual([]);
  expect(report.violations).toEqual([]);
  expect(ledger.attempts.filter((a) => a.outcome === 'unanswered')).toEqual([]);
  expect(resent).toBeGreaterThan(0);
  expect(resumed - back).toBeLessThan(5_000);
});
