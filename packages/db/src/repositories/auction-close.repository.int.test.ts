import { randomUUID } from 'node:crypto';
import { isReserveMet } from '@autolicit/shared';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../client';
import {
  closeAuction,
  closeDueAuctions,
  findAuctionState,
  listActiveAuctionEnds,
  listOverdueActiveVehicleIds,
  listWatcherIds,
} from './auction-close.repository';
import { insertSales } from './transaction.repository';
import { insertUser } from './user.repository';
import { type NewVehicleRow, insertVehicle } from './vehicle.repository';
import { addToWatchlist } from './watchlist.repository';

/** The data layer runs on PostgreSQL in production and PGlite when embedded: test both. */
describe.each([
  ['postgres', () => openDatabase({ url: inject('databaseUrl') })],
  ['pglite', () => openDatabase({ pgliteDir: 'memory://' })],
] as const)('auction close repository on %s', (kind, open) => {
  let handle: DatabaseHandle;
  let sellerId: string;
  let bidderId: string;
  const now = new Date();
  const past = new Date(now.getTime() - 60_000);

  async function newUser(): Promise<string> {
    const user = await insertUser(handle.db, {
      email: `u-${randomUUID()}@example.com`,
      passwordHash: 'x',
      firstName: 'Ana',
      lastName: 'Pop',
    });
    return user!.id;
  }

  function newVehicle(overrides: Partial<NewVehicleRow> = {}) {
    return insertVehicle(handle.db, {
      sellerId,
      year: 2018,
      make: 'Dacia',
      model: 'Logan',
      vin: 'UU1LSDAAG12345678',
      mileage: 90_000,
      condition: 'good',
      startingBid: '5000.00',
      currentBid: '5000.00',
      auctionEndTime: past,
      ...overrides,
    });
  }

  beforeAll(async () => {
    handle = open();
    if (kind === 'pglite') await handle.migrate();
    sellerId = await newUser();
    bidderId = await newUser();
  });
  afterAll(async () => handle.close());

  it.each([
    ['bids, no reserve', { bidCount: 2, currentBid: '6000.00', reservePrice: null }, 'sold'],
    ['bids, reserve met exactly', { bidCount: 1, currentBid: '7000.00', reservePrice: '7000.00' }, 'sold'],
    ['bids, reserve not met', { bidCount: 3, currentBid: '6900.00', reservePrice: '7000.00' }, 'ended'],
    ['no bids, no reserve', { bidCount: 0, currentBid: '5000.00', reservePrice: null }, 'ended'],
    ['no bids, reserve at the starting bid', { bidCount: 0, currentBid: '5000.00', reservePrice: '5000.00' }, 'ended'],
  ] as const)('closes an overdue auction with %s as %s, agreeing with isReserveMet', async (_name, state, expected) => {
    const vehicle = await newVehicle({ ...state, highBidderId: state.bidCount > 0 ? bidderId : null });
    const closed = await closeAuction(handle.db, vehicle.id, now);
    expect(closed?.status).toBe(expected);
    expect(closed?.closedAt?.getTime()).toBe(now.getTime());
    expect(
      isReserveMet({ currentBid: state.currentBid, bidCount: state.bidCount, reservePrice: state.reservePrice }),
    ).toBe(expected === 'sold');
  });

  it('closes nothing that is not due, already closed, bought, cancelled or unknown', async () => {
    const future = await newVehicle({ auctionEndTime: new Date(now.getTime() + 1000) });
    const sold = await newVehicle({ status: 'sold', bidCount: 1, highBidderId: bidderId });
    const cancelled = await newVehicle({ status: 'cancelled' });
    const due = await newVehicle();
    expect(await closeAuction(handle.db, due.id, now)).not.toBeNull();
    for (const id of [future.id, sold.id, cancelled.id, due.id, randomUUID()]) {
      expect(await closeAuction(handle.db, id, now)).toBeNull();
    }
    expect((await findAuctionState(handle.db, sold.id))?.status).toBe('sold');
    expect((await findAuctionState(handle.db, future.id))?.status).toBe('active');
    expect(await findAuctionState(handle.db, randomUUID())).toBeNull();
  });

  it('lists overdue active auctions oldest first, and active ends page by page', async () => {
    const older = await newVehicle({ auctionEndTime: new Date(now.getTime() - 3_600_000_000) });
    const newer = await newVehicle({ auctionEndTime: new Date(now.getTime() - 3_500_000_000) });
    const ids = await listOverdueActiveVehicleIds(handle.db, now, 10_000);
    expect(ids.indexOf(older.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(newer.id));
    expect(await listOverdueActiveVehicleIds(handle.db, now, 1)).toHaveLength(1);

    const soonA = await newVehicle({ auctionEndTime: new Date(now.getTime() + 7_000_000_000) });
    const soonB = await newVehicle({ auctionEndTime: new Date(now.getTime() + 7_000_000_000) });
    const until = new Date(now.getTime() + 7_000_000_000);
    const seen: string[] = [];
    let after;
    for (;;) {
      const page = await listActiveAuctionEnds(handle.db, { until, limit: 2, after });
      if (page.length === 0) break;
      seen.push(...page.map((p) => p.id));
      after = page.at(-1);
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(expect.arrayContaining([older.id, newer.id, soonA.id, soonB.id]));
    // Only those ending after a moment: the overdue ones are left out.
    const upcoming = (await listActiveAuctionEnds(handle.db, { until, limit: 10_000, endingAfter: now })).map(
      (p) => p.id,
    );
    expect(upcoming).toEqual(expect.arrayContaining([soonA.id, soonB.id]));
    expect(upcoming).not.toContain(older.id);
    expect(upcoming).not.toContain(newer.id);
    // Leave nothing overdue behind in the shared database for other files' sweepers.
    await closeAuction(handle.db, older.id, now);
    await closeAuction(handle.db, newer.id, now);
  });

  // Closes every due auction it sees: in the run's shared PostgreSQL database that would include
  // other files' deliberately overdue vehicles. The workers' tests cover it on PostgreSQL, in a
  // database of their own, with concurrent batches.
  if (kind === 'pglite')
    it('closes due auctions in batches, each once, and records their sales in one statement', async () => {
      const due = await Promise.all([
        newVehicle({ bidCount: 1, currentBid: '6000.00', highBidderId: bidderId }),
        newVehicle({ bidCount: 1, currentBid: '6000.00', highBidderId: bidderId, reservePrice: '9000.00' }),
        newVehicle(),
      ]);
      const notDue = await newVehicle({ auctionEndTime: new Date(now.getTime() + 1000) });
      const closeBatch = () => handle.db.transaction((tx) => closeDueAuctions(tx, now, 2));
      const first = await closeBatch();
      const second = await closeBatch();
      expect(first).toHaveLength(2);
      expect([...first, ...second].map((v) => v.id).sort()).toEqual(due.map((v) => v.id).sort());
      expect(await closeBatch()).toEqual([]);
      expect((await findAuctionState(handle.db, notDue.id))?.status).toBe('active');
      expect(Object.fromEntries([...first, ...second].map((v) => [v.id, v.status]))).toEqual({
        [due[0]!.id]: 'sold',
        [due[1]!.id]: 'ended',
        [due[2]!.id]: 'ended',
      });

      const sale = { vehicleId: due[0]!.id, buyerId: bidderId, sellerId, finalPrice: '6000.00', fee: '200.00' };
      expect(await insertSales(handle.db, [sale])).toHaveLength(1);
      expect(await insertSales(handle.db, [sale])).toEqual([]);
      expect(await insertSales(handle.db, [])).toEqual([]);
    });

  if (kind === 'pglite')
    it('leaves the auction a batch is told to except to its own close', async () => {
      const [own, other] = await Promise.all([newVehicle(), newVehicle()]);
      const batch = await handle.db.transaction((tx) => closeDueAuctions(tx, now, 10, { exceptVehicleId: own.id }));
      expect(batch.map((v) => v.id)).toEqual([other.id]);
      expect((await findAuctionState(handle.db, own.id))?.status).toBe('active');
      expect(await closeAuction(handle.db, own.id, now)).not.toBeNull();
    });

  it("lists a vehicle's watchers", async () => {
    const vehicle = await newVehicle({ auctionEndTime: new Date(now.getTime() + 3_600_000) });
    const watcher = await newUser();
    await addToWatchlist(handle.db, watcher, vehicle.id);
    expect(await listWatcherIds(handle.db, vehicle.id)).toEqual([watcher]);
  });
});
