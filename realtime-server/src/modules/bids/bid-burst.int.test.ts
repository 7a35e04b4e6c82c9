import {
  type OutboxMessage,
  type UserWithProfile,
  findTransactionByVehicleId,
  moveAuctionEnd,
  findUserById,
  findVehicleById,
  listBidsForVehicle,
} from '@autolicit/db';
import { normalizeMoney } from '@autolicit/shared';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AppContext } from '../../app-context';
import { createUser, createVehicle } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/test-context';
import { createBidFloors } from './bid-floors';
import { type PlaceBidCommand, type PlaceBidOutcome, placeBid } from './place-bid.service';

let t: TestContext;
let sellerId: string;
const users: UserWithProfile[] = [];

beforeAll(async () => {
  t = createTestContext();
  sellerId = (await createUser(t.ctx)).id;
  for (let i = 0; i < 5; i += 1) users.push((await findUserById(t.ctx.db, (await createUser(t.ctx)).id))!);
});
afterAll(async () => t.close());
// One instant for the whole of each test: bids decided alone and together then get the same times.
beforeEach(() => t.clock.set(new Date()));
afterEach(() => t.clock.reset());

/**
 * The test's own context: the real one, with the batch sizes this node decided and the outbox
 * messages it delivered recorded.
 */
function observedContext() {
  const batchSizes: number[] = [];
  const delivered: OutboxMessage[] = [];
  const floors = createBidFloors();
  const ctx: AppContext = {
    ...t.ctx,
    bidFloors: {
      ...floors,
      takeBatch: (vehicleId) => {
        const batch = floors.takeBatch(vehicleId);
        if (batch) batchSizes.push(batch.requests.length);
        return batch;
      },
    },
    outbox: {
      ...t.ctx.outbox,
      deliver: (message) => {
        delivered.push(message);
        return t.ctx.outbox.deliver(message);
      },
    },
  };
  return { ctx, batchSizes, delivered };
}

type Step = { user: number; amount?: string; maxAmount?: string; key?: string };

/** As the route passes it: amounts normalised by the request schema. */
function commandOf(vehicleId: string, step: Step): PlaceBidCommand {
  const money = (value: string | undefined) => (value === undefined ? null : normalizeMoney(value));
  return {
    vehicleId,
    bidder: users[step.user]!,
    amount: money(step.amount),
    maxAmount: money(step.maxAmount),
    idempotencyKey: step.key,
  };
}

/** What a request's result says, comparable between two vehicles. */
function summarise(result: PromiseSettledResult<PlaceBidOutcome>) {
  if (result.status === 'rejected')
    return {
      error: (result.reason as { code?: string; message: string }).code ?? result.reason.message,
      message: result.reason.message,
    };
  const { result: answer, isNew } = result.value;
  return {
    isNew,
    bid: answer.bid && {
      amount: answer.bid.amount,
      bidSeq: answer.bid.bidSeq,
      alias: answer.bid.bidderAlias,
      automatic: answer.bid.isAutomatic,
    },
    bids: answer.bids.map((bid) => [bid.amount, bid.bidSeq, bid.bidderAlias, bid.isAutomatic]),
    isLeading: answer.isLeading,
    outbidByAutomatic: answer.outbidByAutomatic,
    isPurchase: answer.isPurchase,
    currentBid: answer.vehicle.currentBid,
    auctionEndTime: answer.vehicle.auctionEndTime,
    minimumNextBid: answer.vehicle.minimumNextBid,
    maximum: answer.maximum,
  };
}

async function stateOf(vehicleId: string) {
  const vehicle = (await findVehicleById(t.ctx.db, vehicleId))!;
  const bids = (await listBidsForVehicle(t.ctx.db, vehicleId, 1000)).reverse();
  return {
    vehicle: {
      currentBid: vehicle.currentBid,
      bidCount: vehicle.bidCount,
      highBidderId: vehicle.highBidderId,
      status: vehicle.status,
      auctionEndTime: vehicle.auctionEndTime.toISOString(),
    },
    bids: bids.map((bid) => [bid.amount, bid.bidSeq, bid.bidderId, bid.isAutomatic]),
  };
}

/** The same steps on two identical vehicles: all at once on one, one after the other on the other. */
async function burstVersusOneByOne(
  vehicle: { startingBid: string; reservePrice?: string; buyNowPrice?: string; auctionEndTime?: Date },
  setup: Step[],
  burst: Step[],
) {
  const same = { sellerId, auctionEndTime: new Date(t.clock.now().getTime() + 3 * 24 * 3600 * 1000), ...vehicle };
  const [together, alone] = await Promise.all([createVehicle(t.ctx, same), createVehicle(t.ctx, same)]);
  const observed = observedContext();
  const inTurn = observedContext();
  for (const step of setup) {
    await placeBid(observed.ctx, commandOf(together.id, step));
    await placeBid(inTurn.ctx, commandOf(alone.id, step));
  }
  const [messagesBefore, messagesBeforeInTurn] = [observed.delivered.length, inTurn.delivered.length];
  const concurrent = await Promise.allSettled(
    burst.map((step) => placeBid(observed.ctx, commandOf(together.id, step))),
  );
  const sequential: PromiseSettledResult<PlaceBidOutcome>[] = [];
  for (const step of burst)
    sequential.push(...(await Promise.allSettled([placeBid(inTurn.ctx, commandOf(alone.id, step))])));
  // What watchers and bidders were told, with each vehicle's id, the message ids and bid ids written alike.
  const told = (messages: OutboxMessage[], vehicleId: string) =>
    messages.map((m) =>
      JSON.stringify({ emissions: m.emissions, jobs: m.jobs })
        .replaceAll(vehicleId, 'VEHICLE')
        .replace(/"(id|bidId|messageId)":"[0-9a-f-]{36}"/g, '"$1":"ID"')
        .replace(/"jobId":"([a-z-]+?)-[0-9a-f-]{36}"/g, '"jobId":"$1-ID"'),
    );
  return {
    together,
    alone,
    concurrent,
    sequential,
    observed,
    burstMessages: observed.delivered.slice(messagesBefore),
    toldTogether: told(observed.delivered.slice(messagesBefore), together.id),
    toldInTurn: told(inTurn.delivered.slice(messagesBeforeInTurn), alone.id),
  };
}

describe('hand bids queued on one node are decided together, exactly as one after the other', () => {
  it('a burst of hand bids against a standing maximum: same answers, same history, same price as deciding them in turn', async () => {
    const { together, alone, concurrent, sequential, observed, burstMessages, toldTogether, toldInTurn } =
      await burstVersusOneByOne(
        { startingBid: '10000.00', reservePrice: '11000.00' },
        [{ user: 0, maxAmount: '11500' }],
        [
          { user: 1, amount: '10100' }, // alone: the node was idle; countered by user 0's maximum
          { user: 2, amount: '10200' }, // too low after the counter-bid
          { user: 2, amount: '10400' }, // countered again
          { user: 3, amount: '11000' }, // countered at the reserve
          { user: 1, amount: '11600' }, // beats the maximum: user 1 leads
          { user: 3, amount: '11600' }, // too low now
          { user: 0, amount: '11800' }, // the maximum's owner, outbid, bids by hand
          { user: 4, amount: '12500' }, // a new bidder takes the lead
          { user: 1, amount: '12600' },
          { user: 4, amount: '13000' },
        ],
      );
    expect(Math.max(...observed.batchSizes)).toBeGreaterThan(1);
    expect(concurrent.map(summarise)).toEqual(sequential.map(summarise));
    expect(toldTogether).toEqual(toldInTurn);
    const [stateTogether, stateAlone] = await Promise.all([stateOf(together.id), stateOf(alone.id)]);
    expect(stateTogether).toEqual(stateAlone);
    expect(stateTogether.vehicle).toMatchObject({ currentBid: '13000.00', highBidderId: users[4]!.id });
    // Gap-free and rising.
    expect(stateTogether.bids.map((bid) => bid[1])).toEqual(stateTogether.bids.map((_, i) => i + 1));
    // Every accepted bid was announced, in order, each with its own state.
    const accepted = concurrent.flatMap((r) => (r.status === 'fulfilled' && r.value.isNew ? [r.value] : []));
    expect(burstMessages).toHaveLength(accepted.length);
    expect(
      burstMessages
        .map((m) => JSON.stringify(m.emissions))
        .every((text, i) => text.includes(accepted[i]!.result.vehicle.currentBid)),
    ).toBe(true);
  });

  it('a burst in the final minutes: each bid moves the end as it would alone, and watchers are told the same', async () => {
    {
      const endsAt = new Date(t.clock.now().getTime() + 60_000);
      // The first request is decided alone (the node was idle) and refused, so the burst itself makes the extension.
      const steps: Step[] = [
        { user: 3, amount: '6000' },
        { user: 1, amount: '7100' },
        { user: 2, amount: '7200' },
        { user: 3, amount: '7300' },
        { user: 1, amount: '7300' },
        { user: 4, amount: '7600' },
      ];
      const { together, concurrent, sequential, observed, toldTogether, toldInTurn } = await burstVersusOneByOne(
        { startingBid: '7000.00', auctionEndTime: endsAt },
        [],
        steps,
      );
      expect(Math.max(...observed.batchSizes)).toBeGreaterThan(1);
      expect(concurrent.map(summarise)).toEqual(sequential.map(summarise));
      expect(toldTogether).toEqual(toldInTurn);
      expect((await stateOf(together.id)).vehicle.auctionEndTime).toBe(
        new Date(t.clock.now().getTime() + 120_000).toISOString(),
      );
      expect(toldTogether.filter((text) => text.includes('auction:extended'))).toHaveLength(1);
    }
  });

  it('a key sent twice in one burst records one bid and answers both with the first answer', async () => {
    const vehicle = await createVehicle(t.ctx, { sellerId, startingBid: '5000.00' });
    const { ctx } = observedContext();
    const results = await Promise.allSettled([
      placeBid(ctx, commandOf(vehicle.id, { user: 0, amount: '5100' })),
      placeBid(ctx, commandOf(vehicle.id, { user: 1, amount: '5200', key: 'burst-key-0001' })),
      placeBid(ctx, commandOf(vehicle.id, { user: 1, amount: '5200', key: 'burst-key-0001' })),
      placeBid(ctx, commandOf(vehicle.id, { user: 2, amount: '5300' })),
      placeBid(ctx, commandOf(vehicle.id, { user: 1, amount: '9999', key: 'burst-key-0001' })),
    ]);
    const [, first, repeat, , otherAmount] = results;
    expect(first).toMatchObject({ status: 'fulfilled', value: { isNew: true } });
    expect(repeat).toMatchObject({ status: 'fulfilled', value: { isNew: false } });
    expect(summarise(repeat!)).toMatchObject({ bid: summarise(first!).bid });
    expect(otherAmount).toMatchObject({ status: 'rejected', reason: { code: 'IDEMPOTENCY_MISMATCH' } });
    const state = await stateOf(vehicle.id);
    expect(state.bids.map((bid) => bid[0])).toEqual(['5100.00', '5200.00', '5300.00']);
    // Asked again later, the key still replays.
    const later = await placeBid(t.ctx, commandOf(vehicle.id, { user: 1, amount: '5200', key: 'burst-key-0001' }));
    expect(later.isNew).toBe(false);
    expect(later.result.bid?.id).toBe((first as PromiseFulfilledResult<PlaceBidOutcome>).value.result.bid?.id);
  });

  it('a bid reaching buy-now in a burst sells the car; the bids after it are refused as the auction is over', async () => {
    const { together, concurrent, sequential } = await burstVersusOneByOne(
      { startingBid: '8000.00', buyNowPrice: '9000.00' },
      [],
      [
        { user: 0, amount: '8100' },
        { user: 1, amount: '8200' },
        { user: 2, amount: '9000' },
        { user: 3, amount: '8500' },
        { user: 4, amount: '8300' },
      ],
    );
    expect(concurrent.map(summarise)).toEqual(sequential.map(summarise));
    expect(summarise(concurrent[2]!)).toMatchObject({ isPurchase: true });
    expect(summarise(concurrent[3]!)).toMatchObject({ error: 'AUCTION_CLOSED' });
    expect((await stateOf(together.id)).vehicle).toMatchObject({ status: 'sold', highBidderId: users[2]!.id });
    expect(await findTransactionByVehicleId(t.ctx.db, together.id)).toMatchObject({ buyerId: users[2]!.id });
  });

  it('a burst that starts from the state this node wrote last still sees what another node or an operator changed since', async () => {
    const vehicle = await createVehicle(t.ctx, {
      sellerId,
      startingBid: '3000.00',
      auctionEndTime: new Date(t.clock.now().getTime() + 3_600_000),
    });
    const nodeA = observedContext();
    const burst = (steps: Step[]) =>
      Promise.allSettled(steps.map((step) => placeBid(nodeA.ctx, commandOf(vehicle.id, step))));
    await burst([
      { user: 0, amount: '2000' },
      { user: 1, amount: '3100' },
      { user: 2, amount: '3200' },
      { user: 3, amount: '3300' },
    ]);
    expect((await stateOf(vehicle.id)).vehicle.currentBid).toBe('3300.00');

    // Another node (its own queue and memory) takes the lead at 4,000 €.
    await placeBid(t.ctx, commandOf(vehicle.id, { user: 4, amount: '4000' }));
    const second = await burst([
      { user: 0, amount: '2000' },
      { user: 1, amount: '3900' },
      { user: 2, amount: '4100' },
      { user: 3, amount: '4200' },
    ]);
    expect(
      second
        .map(summarise)
        .slice(1)
        .map((r) => ('error' in r ? r.error : r.currentBid)),
    ).toEqual(['BID_TOO_LOW', '4100.00', '4200.00']);

    // An operator moves the end: the next burst decides on the new end.
    const movedEnd = new Date(t.clock.now().getTime() + 7_200_000);
    const { message } = { message: { id: crypto.randomUUID(), emissions: [], jobs: [] } };
    expect(
      await moveAuctionEnd(t.ctx.db, {
        vehicleId: vehicle.id,
        expectedEndTime: (await findVehicleById(t.ctx.db, vehicle.id))!.auctionEndTime,
        newEndTime: movedEnd,
        outbox: { message, leaseUntil: t.clock.now() },
      }),
    ).toBe(true);
    const third = await burst([
      { user: 0, amount: '2000' },
      { user: 1, amount: '4300' },
      { user: 2, amount: '4400' },
    ]);
    expect(
      third
        .slice(1)
        .map(summarise)
        .map((r) => ('error' in r ? r.error : r.auctionEndTime)),
    ).toEqual([movedEnd.toISOString(), movedEnd.toISOString()]);
    const state = await stateOf(vehicle.id);
    expect(state.bids.map((bid) => [bid[0], bid[1]])).toEqual([
      ['3100.00', 1],
      ['3200.00', 2],
      ['3300.00', 3],
      ['4000.00', 4],
      ['4100.00', 5],
      ['4200.00', 6],
      ['4300.00', 7],
      ['4400.00', 8],
    ]);
  });
});
