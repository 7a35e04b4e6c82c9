import type { AuctionClosedEvent } from '@autolicit/shared';
import { expect, it } from 'vitest';
import { BidLedger, type LiveSocket, connectLive, createAuction, createBidders } from './lib/marketplace-clients';
import { checkInvariants, reportScenario } from './lib/invariants';
import { useScenario } from './lib/scenario';
import { sleep, waitFor } from './lib/util';

/**
 * The workers SIGKILLed while 200 auctions close at the same moment: once before any close ran,
 * once right after the first closes committed (some announced, some not). Every auction closes
 * once, with one sale, within 10 s of its end, and every watcher, on every node, gets its
 * `auction:closed` (the outbox relays what the dead workers committed but never published).
 */
const s = useScenario({ appendOnly: false });
const AUCTIONS = 200;
/** A socket holds at most MAX_ROOMS_PER_SOCKET (60) rooms: a watcher of 200 auctions is four sockets. */
const ROOMS_PER_SOCKET = 50;

/** One watcher per node, following every auction of `vehicleIds` through as many sockets as it takes. */
async function watchEverywhere(vehicleIds: string[]): Promise<LiveSocket[][]> {
  return Promise.all(
    s.cluster.nodes.map(async (url) => {
      const sockets: LiveSocket[] = [];
      for (let from = 0; from < vehicleIds.length; from += ROOMS_PER_SOCKET) {
        const socket = await connectLive(url, s.cluster.origin);
        s.sockets.push(socket);
        sockets.push(socket);
        const acks = await Promise.all(
          vehicleIds
            .slice(from, from + ROOMS_PER_SOCKET)
            .map((vehicleId) => socket.timeout(10_000).emitWithAck('vehicle:join', { vehicleId })),
        );
        const refused = acks.filter((ack) => 'error' in (ack as object));
        if (refused.length > 0) throw new Error(`vehicle:join refused: ${JSON.stringify(refused[0])}`);
      }
      return sockets;
    }),
  );
}

async function closeUnderKill(name: string, kill: (endsAt: Date) => Promise<void>) {
  const [seller, buyer] = await createBidders(s.db.handle.db, 2);
  const endsAt = new Date(Date.now() + 15_000);
  const vehicles = await Promise.all(
    Array.from({ length: AUCTIONS }, () =>
      createAuction(s.db.handle.db, {
        sellerId: seller!.id,
        currentBid: '6000.00',
        bidCount: 0,
        auctionEndTime: endsAt,
      }),
    ),
  );
  // One real bid each (so each ends in a sale), through the database as the bid service writes it.
  await s.db.query(`update vehicles set bid_count = 1, high_bidder_id = $2 where id = any($1::uuid[])`, [
    vehicles.map((v) => v.id),
    buyer!.id,
  ]);
  await s.db.query(
    `insert into bids (vehicle_id, bidder_id, amount, bid_seq, created_at) select id, $2, 6000, 1, now() from vehicles where id = any($1::uuid[])`,
    [vehicles.map((v) => v.id), buyer!.id],
  );
  const ids = new Set(vehicles.map((v) => v.id));
  const watchers = await watchEverywhere([...ids]);
  const closedSeen = watchers.map(() => new Map<string, number>());
  watchers.forEach((sockets, i) => {
    for (const socket of sockets) {
      socket.on('auction:closed', (e: AuctionClosedEvent) => {
        if (ids.has(e.vehicleId)) closedSeen[i]!.set(e.vehicleId, (closedSeen[i]!.get(e.vehicleId) ?? 0) + 1);
      });
    }
  });

  await kill(endsAt);
  const committedAtKill = Number(
    (
      await s.db.query<{ n: number }>(
        `select count(*)::int as n from vehicles where id = any($1::uuid[]) and status <> 'active'`,
        [[...ids]],
      )
    )[0]!.n,
  );
  await sleep(1_000);
  await s.cluster.restart('workers');

  await waitFor(
    async () => {
      const [row] = await s.db.query<{ n: number }>(
        `select count(*)::int as n from vehicles where id = any($1::uuid[]) and status = 'active'`,
        [[...ids]],
      );
      return row!.n === 0;
    },
    30_000,
    'every auction closed',
  );
  const allClosedAt = Date.now();
  await waitFor(
    () => closedSeen.every((seen) => seen.size === AUCTIONS),
    15_000,
    'every watcher told of every close',
  ).catch(() => undefined);
  const lastEventAfterEndMs = Date.now() - endsAt.getTime();

  const lag = await s.db.query<{ max_ms: number }>(
    `select max(extract(epoch from closed_at - auction_end_time) * 1000)::int as max_ms from vehicles where id = any($1::uuid[])`,
    [[...ids]],
  );
  const report = await checkInvariants(s.db, new BidLedger(), [...ids]);
  const [sales] = await s.db.query<{ n: number }>(
    `select count(*)::int as n from transactions where vehicle_id = any($1::uuid[])`,
    [[...ids]],
  );
  const missing = closedSeen.map((seen) => AUCTIONS - seen.size);
  const duplicates = closedSeen.reduce((sum, seen) => sum + [...seen.values()].filter((n) => n > 1).length, 0);
  reportScenario(name, {
    auctions: AUCTIONS,
    closedBeforeKill: committedAtKill,
    sales: sales!.n,
    doubleCloses: report.doubleCloses,
    maxCloseLagMs: lag[0]!.max_ms,
    allClosedAfterEndMs: allClosedAt - endsAt.getTime(),
    closedEventsMissing: missing.reduce((a, b) => a + b, 0),
    duplicateClosedEvents: duplicates,
    everyWatcherToldAfterEndMs: lastEventAfterEndMs,
  });

  expect(s.cluster.crashes()).toEqual([]);
  expect(report.violations).toEqual([]);
  expect(sales!.n).toBe(AUCTIONS);
  expect(lag[0]!.max_ms).toBeLessThan(10_000);
  expect(missing).toEqual(watchers.map(() => 0));
}

it('workers killed before the closes: a restarted worker closes all 200 once and every watcher hears of each', async () => {
  await closeUnderKill('worker-kill-before-commit', async (endsAt) => {
    await sleep(endsAt.getTime() - Date.now() - 300);
    await s.cluster.kill('workers');
  });
});

it('workers killed right after the first closes committed: the rest close once, committed closes are still announced', async () => {
  await closeUnderKill('worker-kill-after-commit', async (endsAt) => {
    await sleep(endsAt.getTime() - Date.now() - 200);
    await waitFor(
      async () => {
        const [row] = await s.db.query<{ n: number }>(
          `select count(*)::int as n from vehicles where status <> 'active' and auction_end_time = $1`,
          [endsAt],
        );
        return row!.n > 0;
      },
      10_000,
      'the first closes',
    );
    await s.cluster.kill('workers');
  });
});
