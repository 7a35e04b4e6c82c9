import { expect, it } from 'vitest';
import { checkInvariants, reportScenario } from './lib/invariants';
import { BidLedger, connectLive, createAuction, createBidders, signIn } from './lib/marketplace-clients';
import { useScenario } from './lib/scenario';

/**
 * Thirty bidders on three nodes, half over HTTP and half over sockets, send the same amount at the
 * same moment, round after round: exactly one is accepted per round, every other is told it is
 * too low, and bid_seq stays gap-free.
 */
const s = useScenario({ appendOnly: false });
const ROUNDS = 5;

it('accepts exactly one of thirty same-amount bids per round, across nodes and transports', async () => {
  const [seller, ...bidders] = await createBidders(s.db.handle.db, 31);
  const vehicle = await createAuction(s.db.handle.db, {
    sellerId: seller!.id,
    auctionEndTime: new Date(Date.now() + 30 * 60_000),
  });
  const clients = await Promise.all(
    bidders.map(async (bidder, i) => {
      const url = s.cluster.nodes[i % s.cluster.nodes.length]!;
      const cookie = await signIn(url, s.cluster.origin, bidder.email);
      const socket = i % 2 === 0 ? await connectLive(url, s.cluster.origin, cookie, bidder.ip) : null;
      if (socket) s.sockets.push(socket);
      return { bidder, url, cookie, socket };
    }),
  );
  const ledger = new BidLedger();
  const acceptedPerRound: number[] = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    const amount = String(1000 + round * 100);
    const results = await Promise.all(
      clients.map(({ bidder, url, cookie, socket }) =>
        socket
          ? ledger.placeOverSocket(socket, bidder, vehicle.id, amount)
          : ledger.placeOverHttp(url, s.cluster.origin, cookie, bidder, vehicle.id, amount),
      ),
    );
    acceptedPerRound.push(results.filter((r) => r.outcome === 'accepted').length);
    expect(results.filter((r) => r.outcome === 'refused').map((r) => r.code)).toEqual(
      Array(clients.length - 1).fill('BID_TOO_LOW'),
    );
  }
  const report = await checkInvariants(s.db, ledger, [vehicle.id]);
  const [row] = await s.db.query<{ bid_count: number; current_bid: string }>(
    'select bid_count, current_bid::text from vehicles where id = $1',
    [vehicle.id],
  );
  reportScenario('same-amount-race', {
    rounds: ROUNDS,
    bidsPerRound: clients.length,
    acceptedPerRound: acceptedPerRound.join('/'),
    acked: report.acked,
    stored: report.stored,
    lostAcks: report.lostAcks,
  });
  expect(s.cluster.crashes()).toEqual([]);
  expect(report.violations).toEqual([]);
  expect(acceptedPerRound).toEqual(Array(ROUNDS).fill(1));
  expect(row).toEqual({ bid_count: ROUNDS, current_bid: `${1000 + ROUNDS * 100}.00` });
});
