import { findTransactionById, insertSales, listAuditEvents } from '@autolicit/db';
import { DAY_MS } from '@autolicit/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createUser, createVehicle } from '../../test/factories';
import { type TestAgent, signIn, signInAdmin } from '../../test/http-client';
import { type TestContext, createTestContext } from '../../test/test-context';
import { waitFor } from '../../test/test-waits';

/** A sale after the auction: contacts of the other side, payment recorded or not, by whom. */
let t: TestContext;
let seller: Awaited<ReturnType<typeof createUser>>;
let buyer: Awaited<ReturnType<typeof createUser>>;
let sellerClient: TestAgent;
let buyerClient: TestAgent;

beforeAll(async () => {
  t = createTestContext();
  seller = await createUser(t.ctx, { firstName: 'Vasile', lastName: 'Pop', phone: '0722000111' });
  buyer = await createUser(t.ctx, { firstName: 'Ana', lastName: 'Ionescu', phone: '0733000222' });
  [sellerClient, buyerClient] = await Promise.all([signIn(t.app, seller.email), signIn(t.app, buyer.email)]);
});
afterAll(async () => t.close());

async function createSale(createdAt = new Date()) {
  const vehicle = await createVehicle(t.ctx, {
    sellerId: seller.id,
    status: 'sold',
    currentBid: '15300.00',
    bidCount: 3,
    highBidderId: buyer.id,
  });
  return (
    await insertSales(t.ctx.db, [
      {
        vehicleId: vehicle.id,
        buyerId: buyer.id,
        sellerId: seller.id,
        finalPrice: '15300.00',
        fee: '350.00',
        paymentStatus: 'pending',
        createdAt,
      },
    ])
  )[0]!;
}

describe('a sale between its parties', () => {
  it("shows each side the other's name, email and phone, and the payment deadline", async () => {
    const sale = await createSale();
    const asBuyer = (await buyerClient.get(`/api/users/${buyer.id}/transactions`)).body.find(
      (tx: { id: string }) => tx.id === sale.id,
    );
    expect(asBuyer).toMatchObject({
      counterparty: { role: 'seller', name: 'Vasile Pop', email: seller.email, phone: '0722000111' },
    });
    expect(Date.parse(asBuyer.paymentDueBy)).toBe(sale.createdAt.getTime() + 7 * DAY_MS);
    const asSeller = (await sellerClient.get(`/api/users/${seller.id}/transactions`)).body.find(
      (tx: { id: string }) => tx.id === sale.id,
    );
    expect(asSeller.counterparty).toEqual({
      role: 'buyer',
      name: 'Ana Ionescu',
      email: buyer.email,
      phone: '0733000222',
    });
  });

  it('lets the seller record the payment once; both parties are emailed and it is audited', async () => {
    const sale = await createSale();
    const response = await sellerClient.patch(`/api/transactions/${sale.id}`).send({ paymentStatus: 'completed' });
    expect(response.status).toBe(200);
    expect((await findTransactionById(t.ctx.db, sale.id))!.paymentStatus).toBe('completed');
    const again = await sellerClient.patch(`/api/transactions/${sale.id}`).send({ paymentStatus: 'failed' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This sale is already settled');
    await waitFor(
      async () =>
        (await t.ctx.queues.notifications.getJob(`settled-${sale.id}-${buyer.id}`)) !== undefined || undefined,
    );
    expect(await t.ctx.queues.notifications.getJob(`settled-${sale.id}-${seller.id}`)).toBeTruthy();
    const audit = await listAuditEvents(t.ctx.db, { limit: 5, userId: buyer.id });
    expect(audit.find((e) => e.event === 'transaction.completed')).toMatchObject({
      actorId: seller.id,
      details: { transactionId: sale.id },
    });
  });

  it('records a non-payment only after the deadline, and only the seller or an admin may', async () => {
    const sale = await createSale(new Date(Date.now() - 2 * DAY_MS));
    const early = await sellerClient.patch(`/api/transactions/${sale.id}`).send({ paymentStatus: 'failed' });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('A non-payment can be recorded only after the payment deadline');
    expect((await buyerClient.patch(`/api/transactions/${sale.id}`).send({ paymentStatus: 'completed' })).status).toBe(
      403,
    );
    const stranger = await signIn(t.app, (await createUser(t.ctx)).email);
    expect((await stranger.patch(`/api/transactions/${sale.id}`).send({ paymentStatus: 'completed' })).status).toBe(
      404,
    );
    expect((await sellerClient.patch(`/api/transactions/${sale.id}`).send({ paymentStatus: 'refunded' })).status).toBe(
      400,
    );

    const overdue = await createSale(new Date(Date.now() - 8 * DAY_MS));
    const adminClient = await signInAdmin(t.app, await createAdmin(t.ctx));
    expect((await adminClient.patch(`/api/transactions/${overdue.id}`).send({ paymentStatus: 'failed' })).status).toBe(
      200,
    );
    expect((await findTransactionById(t.ctx.db, overdue.id))!.paymentStatus).toBe('failed');
    expect((await findTransactionById(t.ctx.db, sale.id))!.paymentStatus).toBe('pending');
  });
});
