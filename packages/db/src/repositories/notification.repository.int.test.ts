import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../client';
import { insertBid } from './bid.repository';
import { findNotificationRecipient, findNotificationVehicle, findOutbidFacts } from './notification.repository';
import { insertUser, type UserRow } from './user.repository';
import { insertVehicle } from './vehicle.repository';

/** The email queries run on PostgreSQL in production and on PGlite when embedded. */
describe.each([
  ['postgres', () => openDatabase({ url: inject('databaseUrl') })],
  ['pglite', () => openDatabase({ pgliteDir: 'memory://' })],
] as const)('notification repository on %s', (kind, open) => {
  let handle: DatabaseHandle;
  let seller: UserRow;
  let ana: UserRow;
  let bogdan: UserRow;

  const newUser = async (firstName: string) =>
    (await insertUser(handle.db, {
      email: `u-${randomUUID()}@example.com`,
      passwordHash: 'x',
      firstName,
      lastName: 'Pop',
    }))!;

  beforeAll(async () => {
    handle = open();
    if (kind === 'pglite') await handle.migrate();
    seller = await newUser('Sorin');
    ana = await newUser('Ana');
    bogdan = await newUser('Bogdan');
  });
  afterAll(async () => handle.close());

  it('finds a recipient by id, and nothing for an unknown id', async () => {
    expect(await findNotificationRecipient(handle.db, ana.id)).toEqual({
      id: ana.id,
      email: ana.email,
      firstName: 'Ana',
    });
    expect(await findNotificationRecipient(handle.db, randomUUID())).toBeNull();
  });

  it("finds a vehicle's headline and auction state, and nothing for an unknown id", async () => {
    const end = new Date('2026-07-01T18:05:00Z');
    const vehicle = await insertVehicle(handle.db, {
      sellerId: seller.id,
      year: 2019,
      make: 'Dacia',
      model: 'Duster',
      vin: 'UU1HSDADG12345678',
      mileage: 85_000,
      condition: 'good',
      startingBid: '10000.00',
      currentBid: '15300.00',
      bidCount: 2,
      highBidderId: bogdan.id,
      auctionEndTime: end,
    });
    expect(await findNotificationVehicle(handle.db, vehicle.id)).toEqual({
      id: vehicle.id,
      year: 2019,
      make: 'Dacia',
      model: 'Duster',
      status: 'active',
      startingBid: '10000.00',
      currentBid: '15300.00',
      bidCount: 2,
      auctionEndTime: end,
      highBidderId: bogdan.id,
      cancelReason: null,
      sellerId: seller.id,
      closedAt: null,
      relistedAs: null,
    });
    expect(await findNotificationVehicle(handle.db, randomUUID())).toBeNull();
  });

  it("finds the displacing bid with the outbid user's best earlier bid only", async () => {
    const vehicle = await insertVehicle(handle.db, {
      sellerId: seller.id,
      year: 2018,
      make: 'Dacia',
      model: 'Logan',
      vin: 'UU1LSDAAG12345678',
      mileage: 90_000,
      condition: 'good',
      startingBid: '5000.00',
      currentBid: '5000.00',
      auctionEndTime: new Date(Date.now() + 3600_000),
    });
    const place = (bidderId: string, amount: string, bidSeq: number, isPurchase = false) =>
      insertBid(handle.db, { vehicleId: vehicle.id, bidderId, amount, bidSeq, isPurchase });
    await place(ana.id, '5100.00', 1);
    await place(ana.id, '5500.00', 2);
    const displacing = await place(bogdan.id, '6000.00', 3);
    await place(ana.id, '6500.00', 4);
    const purchase = await place(bogdan.id, '9000.00', 5, true);

    expect(await findOutbidFacts(handle.db, displacing.id, ana.id)).toEqual({
      vehicleId: vehicle.id,
      amount: '6000.00',
      isPurchase: false,
      previousBid: '5500.00',
    });
    expect(await findOutbidFacts(handle.db, purchase.id, ana.id)).toEqual({
      vehicleId: vehicle.id,
      amount: '9000.00',
      isPurchase: true,
      previousBid: '6500.00',
    });
    expect((await findOutbidFacts(handle.db, displacing.id, seller.id))?.previousBid).toBeNull();
    expect(await findOutbidFacts(handle.db, randomUUID(), ana.id)).toBeNull();
  });
});
