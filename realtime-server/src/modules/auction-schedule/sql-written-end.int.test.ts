import { findVehicleById } from '@autolicit/db';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createUser, createVehicle } from '../../test/factories';
import { type TestAgent, signIn, signInAdmin } from '../../test/http-client';
import { type TestContext, createTestContext } from '../../test/test-context';

/**
 * An operator moves an end with SQL (an incident fix, a restore, a migration), with PostgreSQL's
 * microseconds. Bids, anti-sniping and the operators' own moves compare that end with the one they
 * read in JavaScript: they must all still apply, through the real app.
 */
let t: TestContext;
let seller: Awaited<ReturnType<typeof createUser>>;
let bidders: TestAgent[];
let adminClient: TestAgent;

beforeAll(async () => {
  t = createTestContext();
  seller = await createUser(t.ctx);
  bidders = await Promise.all(
    [createUser(t.ctx), createUser(t.ctx)].map(async (user) => signIn(t.app, (await user).email)),
  );
  adminClient = await signInAdmin(t.app, await createAdmin(t.ctx));
});
afterAll(async () => t.close());

/** As an operator would, on a connection of their own: `endSql` is evaluated by PostgreSQL. */
async function setEndInSql(vehicleId: string, endSql: string): Promise<void> {
  const client = new pg.Client({ connectionString: t.ctx.config.databaseUrl });
  await client.connect();
  try {
    await client.query(`update vehicles set auction_end_time = ${endSql} where id = $1`, [vehicleId]);
  } finally {
    await client.end();
  }
}

async function createVehicleEndingAt(endSql: string) {
  const vehicle = await createVehicle(t.ctx, { sellerId: seller.id, startingBid: '10000.00' });
  await setEndInSql(vehicle.id, endSql);
  return vehicle.id;
}

async function readEnd(vehicleId: string): Promise<Date> {
  return (await findVehicleById(t.ctx.db, vehicleId))!.auctionEndTime;
}

describe('an end written in SQL with microseconds', () => {
  it('still takes bids far from the end', async () => {
    const id = await createVehicleEndingAt(
      `date_trunc('second', now()) + interval '1 day' + interval '0.123456 seconds'`,
    );
    const end = await readEnd(id);
    const [first, second] = bidders as [TestAgent, TestAgent];
    const a = await first.post(`/api/vehicles/${id}/bids`).send({ amount: '10100' });
    expect(a.status).toBe(201);
    const b = await second.post(`/api/vehicles/${id}/bids`).send({ amount: '10200' });
    expect(b.status).toBe(201);
    expect(b.body.vehicle).toMatchObject({ bidCount: 2, currentBid: '10200.00', auctionEndTime: end.toISOString() });
  });

  it('still takes a bid in the final two minutes, and anti-sniping extends the end', async () => {
    const id = await createVehicleEndingAt(`date_trunc('second', now()) + interval '60.123456 seconds'`);
    const before = Date.now();
    const response = await bidders[0]!.post(`/api/vehicles/${id}/bids`).send({ amount: '10100' });
    const after = Date.now();
    expect(response.status).toBe(201);
    const extended = new Date(response.body.vehicle.auctionEndTime as string).getTime();
    expect(extended).toBeGreaterThanOrEqual(before + 120_000);
    expect(extended).toBeLessThanOrEqual(after + 120_000);
    expect((await readEnd(id)).getTime()).toBe(extended);
  });

  it('is still corrected by an admin', async () => {
    const id = await createVehicleEndingAt(
      `date_trunc('second', now()) + interval '2 hours' + interval '0.654321 seconds'`,
    );
    const newEnd = new Date(Date.now() + 3 * 3_600_000);
    const response = await adminClient
      .patch(`/api/admin/vehicles/${id}/end-time`)
      .send({ auctionEndTime: newEnd.toISOString() });
    expect(response.status).toBe(200);
    expect(response.body.auctionEndTime).toBe(newEnd.toISOString());
    expect((await readEnd(id)).toISOString()).toBe(newEnd.toISOString());
  });

  it('is still extended by an incident extension', async () => {
    // A window of its own, far ahead: no other test's auction ends in it.
    const id = await createVehicleEndingAt(`timestamptz '2035-06-01 10:05:00.123456+00'`);
    const end = await readEnd(id);
    const response = await adminClient
      .post('/api/admin/auctions/extend')
      .send({ from: '2035-06-01T10:00:00.000Z', to: '2035-06-01T10:10:00.000Z', minutes: 10 });
    expect(response.status).toBe(200);
    const expected = new Date(end.getTime() + 10 * 60_000).toISOString();
    expect(response.body.extended).toEqual([
      { vehicleId: id, previousEndTime: end.toISOString(), auctionEndTime: expected },
    ]);
    expect((await readEnd(id)).toISOString()).toBe(expected);
  });
});
