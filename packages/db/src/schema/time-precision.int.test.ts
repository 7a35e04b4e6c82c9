import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../client';
import { listActiveAuctionEnds } from '../repositories/auction-close.repository';
import { moveAuctionEnd } from '../repositories/auction-schedule.repository';
import { applyBidDecisions, readBidBatchContext } from '../repositories/bid-write.repository';
import { insertUser } from '../repositories/user.repository';
import { insertVehicle } from '../repositories/vehicle.repository';
import { vehicles } from './index';

/**
 * Times are compared in JavaScript's precision (milliseconds): the compare-and-sets on an end read
 * back, the close keyset. A value written by hand in SQL (an operator's fix, a restore) must be
 * stored at that precision too, or no write could ever state it again.
 */
describe.each([
  ['postgres', () => openDatabase({ url: inject('databaseUrl'), poolSize: 1 })],
  ['pglite', () => openDatabase({ pgliteDir: 'memory://' })],
] as const)('time precision on %s', (kind, open) => {
  let handle: DatabaseHandle;
  let sellerId: string;
  let bidderId: string;

  beforeAll(async () => {
    handle = open();
    if (kind === 'pglite') await handle.migrate();
    const user = (name: string) =>
      insertUser(handle.db, {
        email: `${name}-${randomUUID()}@example.com`,
        passwordHash: 'x',
        firstName: 'Ana',
        lastName: 'Pop',
      });
    sellerId = (await user('seller'))!.id;
    bidderId = (await user('bidder'))!.id;
  });
  afterAll(async () => handle.close());

  /** A running auction whose end an operator then set in SQL, with microseconds. */
  async function createVehicleEndingAt(endSql: string) {
    const vehicle = await insertVehicle(handle.db, {
      sellerId,
      make: 'Dacia',
      model: 'Logan',
      year: 2019,
      vin: 'UU1LSDAAH12345678',
      mileage: 1000,
      condition: 'good',
      startingBid: '5000.00',
      currentBid: '5000.00',
      auctionEndTime: new Date(Date.now() + 86_400_000),
    });
    await handle.db.execute(
      sql`update ${vehicles} set auction_end_time = ${sql.raw(endSql)} where id = ${vehicle!.id}`,
    );
    return vehicle!.id;
  }

  async function readStoredEnd(vehicleId: string): Promise<string> {
    const result = await handle.db.execute(
      sql`select to_char(auction_end_time at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US') as "end" from ${vehicles} where id = ${vehicleId}`,
    );
    return (result as unknown as { rows: { end: string }[] }).rows[0]!.end;
  }

  it('gives every time column of the schema millisecond precision', async () => {
    const result = await handle.db.execute(sql`
      select table_name || '.' || column_name as "column", datetime_precision as "precision"
      from information_schema.columns
      where table_schema = 'public' and data_type like 'timestamp%'
      order by 1`);
    const columns = (result as unknown as { rows: { column: string; precision: number }[] }).rows;
    expect(columns.map((c) => c.column)).toContain('vehicles.auction_end_time');
    expect(columns.filter((c) => c.precision !== 3)).toEqual([]);
  });

  it('stores an end written in SQL with microseconds rounded to the millisecond', async () => {
    const id = await createVehicleEndingAt(`timestamptz '2031-05-04 10:00:00.123456+00'`);
    expect(await readStoredEnd(id)).toBe('2031-05-04T10:00:00.123000');
    const rounded = await createVehicleEndingAt(`timestamptz '2031-05-04 10:00:00.123789+00'`);
    expect(await readStoredEnd(rounded)).toBe('2031-05-04T10:00:00.124000');
  });

  it('takes a bid on an end written in SQL: the compare-and-set on the end as read applies', async () => {
    const id = await createVehicleEndingAt(
      `date_trunc('second', now()) + interval '1 day' + interval '0.123456 seconds'`,
    );
    const context = (await readBidBatchContext(handle.db, id, [{ bidderId, idempotencyKey: null }]))!;
    const { vehicle } = context;
    const applied = await applyBidDecisions(handle.db, {
      vehicleId: id,
      expectedBidCount: vehicle.bidCount,
      expectedMaximumVersion: vehicle.maximumVersion,
      expectedEndTime: vehicle.auctionEndTime,
      bids: [{ id: randomUUID(), bidderId, amount: '5100.00', bidSeq: 1, isAutomatic: false }],
      currentBid: '5100.00',
      highBidderId: bidderId,
      newEndTime: vehicle.auctionEndTime,
      now: new Date(),
      purchase: null,
      newBidders: [{ bidderId, bidderNumber: 1 }],
      maxima: [],
      idempotency: [],
      outbox: [],
      footprints: [],
    });
    expect(applied).toBe(true);
    const [row] = await handle.db.select().from(vehicles).where(eq(vehicles.id, id));
    expect(row).toMatchObject({ bidCount: 1, currentBid: '5100.00', highBidderId: bidderId });
  });

  it('moves an end written in SQL: the operator’s compare-and-set on the end as read applies', async () => {
    const id = await createVehicleEndingAt(`date_trunc('second', now()) + interval '60.123456 seconds'`);
    const [read] = await handle.db
      .select({ auctionEndTime: vehicles.auctionEndTime })
      .from(vehicles)
      .where(eq(vehicles.id, id));
    const newEndTime = new Date(read!.auctionEndTime.getTime() + 600_000);
    const message = { id: randomUUID(), emissions: [], jobs: [] };
    expect(
      await moveAuctionEnd(handle.db, {
        vehicleId: id,
        expectedEndTime: read!.auctionEndTime,
        newEndTime,
        outbox: { message, leaseUntil: new Date() },
      }),
    ).toBe(true);
    const [moved] = await handle.db
      .select({ auctionEndTime: vehicles.auctionEndTime })
      .from(vehicles)
      .where(eq(vehicles.id, id));
    expect(moved!.auctionEndTime.toISOString()).toBe(newEndTime.toISOString());
  });

  it('pages the auction ends past a row whose end was written in SQL without returning it again', async () => {
    const end = `timestamptz '2040-01-01 00:00:00.000999+00'`;
    const ids = [await createVehicleEndingAt(end), await createVehicleEndingAt(end)];
    const window = { until: new Date('2040-01-01T00:00:01Z'), endingAfter: new Date('2039-12-31T23:59:59Z') };
    const seen: string[] = [];
    let after: Awaited<ReturnType<typeof listActiveAuctionEnds>>[number] | undefined;
    for (let page = 0; page < 4; page += 1) {
      const rows = await listActiveAuctionEnds(handle.db, { ...window, limit: 1, after });
      if (rows.length === 0) break;
      seen.push(...rows.map((r) => r.id));
      after = rows.at(-1);
    }
    expect(seen).toEqual([...ids].sort());
  });
});
