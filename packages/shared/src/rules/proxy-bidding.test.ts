import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsToMoney, toCents } from '../money';
import type { BiddableVehicle } from './evaluate-bid';
import { type ProxyAuctionState, type ProxyEvaluation, evaluateProxyOffer, evaluateRemoveMaximum } from './proxy-bidding';

const T0 = new Date('2026-06-01T12:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const MIN = 60_000;
const STEP = 10_000n; // 100 € in cents

function buildState(overrides: Partial<ProxyAuctionState['vehicle']> = {}, leaderMaximum: string | null = null): ProxyAuctionState {
  return {
    callerMaximum: null,
    vehicle: {
      status: 'active', sellerId: 'seller', startingBid: '10000.00', currentBid: '10000.00', bidCount: 0,
      buyNowPrice: null, reservePrice: null, auctionEndTime: at(60 * MIN), highBidderId: null, ...overrides,
    },
    leaderMaximum,
  };
}

const offer = (bidderId: string, amount: string | null, maxAmount: string | null = null) => ({ bidderId, amount, maxAmount });

function accepted(evaluation: ProxyEvaluation) {
  if (!evaluation.ok || evaluation.kind !== 'bids') throw new Error(`expected accepted bids, got ${JSON.stringify(evaluation)}`);
  return evaluation;
}

describe('maximum bids: the named cases', () => {
  it('answers a hand bid below a maximum with a counter-bid one increment higher', () => {
    const state = buildState({ currentBid: '10100.00', bidCount: 1, highBidderId: 'a' }, '15000.00');
    const result = accepted(evaluateProxyOffer(state, offer('b', '12000'), T0));
    expect(result.bids).toEqual([
      { bidderId: 'b', amount: '12000.00', isAutomatic: false },
      { bidderId: 'a', amount: '12100.00', isAutomatic: true },
    ]);
    expect(result).toMatchObject({ newCurrentBid: '12100.00', newHighBidderId: 'a', callerLeads: false, outbidByAutomatic: true, newBidCount: 3 });
  });

  it('caps the counter-bid at the maximum', () => {
    const state = buildState({ currentBid: '10100.00', bidCount: 1, highBidderId: 'a' }, '12050.00');
    expect(accepted(evaluateProxyOffer(state, offer('b', '12000'), T0)).newCurrentBid).toBe('12050.00');
  });

  it('between maxima the higher wins one increment above the other; at equal maxima the standing one wins at that amount', () => {
    const state = buildState({ currentBid: '10100.00', bidCount: 1, highBidderId: 'a' }, '13000.00');
    expect(accepted(evaluateProxyOffer(state, offer('b', null, '14000'), T0))).toMatchObject({
      newCurrentBid: '13100.00', newHighBidderId: 'b', callerLeads: true, bids: [{ bidderId: 'b', amount: '13100.00', isAutomatic: true }],
    });
    expect(accepted(evaluateProxyOffer(state, offer('b', null, '13000'), T0))).toMatchObject({
      newCurrentBid: '13000.00', newHighBidderId: 'a', callerLeads: false, outbidByAutomatic: true, bids: [{ bidderId: 'a', amount: '13000.00' }],
    });
  });

  it('records a single bid when a hand bid only ties the standing maximum', () => {
    const state = buildState({ currentBid: '10100.00', bidCount: 1, highBidderId: 'a' }, '13000.00');
    const result = accepted(evaluateProxyOffer(state, offer('b', '13000'), T0));
    expect(result.bids).toEqual([{ bidderId: 'a', amount: '13000.00', isAutomatic: true }]);
    expect(result.newBidCount).toBe(2);
  });

  it('lifts the price to the reserve as soon as a maximum reaches it', () => {
    const first = accepted(evaluateProxyOffer(buildState({ reservePrice: '14000.00' }), offer('a', null, '16000'), T0));
    expect(first).toMatchObject({ newCurrentBid: '14000.00', isReserveMet: true });
    // A leader raising a maximum up to the reserve lifts the price too (one automatic bid).
    const leading = buildState({ currentBid: '10100.00', bidCount: 1, highBidderId: 'a', reservePrice: '14000.00' }, '12000.00');
    expect(accepted(evaluateProxyOffer(leading, offer('a', null, '15000'), T0)).bids).toEqual([{ bidderId: 'a', amount: '14000.00', isAutomatic: true }]);
  });

  it('moves the end for a counter-bid in the last 2 minutes, and not for a maximum that records no bid', () => {
    const end = at(60 * MIN);
    const state = buildState({ currentBid: '10100.00', bidCount: 1, highBidderId: 'a', auctionEndTime: end }, '15000.00');
    const now = new Date(end.getTime() - 30_000);
    expect(accepted(evaluateProxyOffer(state, offer('b', '11000'), now)).newEndTime).toEqual(new Date(now.getTime() + 2 * MIN));
    expect(accepted(evaluateProxyOffer(state, offer('a', null, '16000'), now)).newEndTime).toEqual(end);
  });

  it('never buys with a maximum at or above the buy-now price; a hand amount there does buy', () => {
    const state = buildState({ buyNowPrice: '20000.00' });
    expect(accepted(evaluateProxyOffer(state, offer('a', null, '25000'), T0)).newCurrentBid).toBe('10100.00');
    expect(evaluateProxyOffer(state, offer('a', '20000', '25000'), T0)).toMatchObject({ ok: true, kind: 'purchase', amount: '20000.00' });
  });

  it('refuses a maximum below the minimum or below the bid it comes with, and an empty offer', () => {
    const state = buildState({ currentBid: '10100.00', bidCount: 1, highBidderId: 'a' });
    expect(evaluateProxyOffer(state, offer('b', null, '10150'), T0)).toEqual({ ok: false, reason: 'max-too-low', minimumBid: '10200.00' });
    expect(evaluateProxyOffer(state, offer('b', '12000', '11000'), T0)).toEqual({ ok: false, reason: 'max-below-amount' });
    expect(evaluateProxyOffer(state, offer('b', null, null), T0)).toEqual({ ok: false, reason: 'nothing-offered' });
    expect(evaluateProxyOffer(state, offer('seller', null, '20000'), T0)).toEqual({ ok: false, reason: 'own-auction' });
  });

  it('drops a beaten maximum when its owner bids above it by hand', () => {
    const state = { ...buildState({ currentBid: '13100.00', bidCount: 3, highBidderId: 'a' }, '15000.00'), callerMaximum: '13000.00' };
    expect(accepted(evaluateProxyOffer(state, offer('b', '16000'), T0))).toMatchObject({ callerLeads: true, maximum: { kind: 'remove', bidderId: 'b' } });
  });

  it('lets a bidder remove a maximum only while not leading', () => {
    const state = buildState({ currentBid: '10100.00', bidCount: 1, highBidderId: 'a' }, '15000.00');
    expect(evaluateRemoveMaximum(state, 'a')).toEqual({ ok: false, reason: 'leading-cannot-remove' });
    expect(evaluateRemoveMaximum(state, 'b')).toEqual({ ok: true, maximum: { kind: 'remove', bidderId: 'b' } });
  });
});

// ---------------------------------------------------------------------------------------------
// Reference model: written from the rules, not from the implementation. It keeps every bidder's
// best offer and when they first made it, and recomputes leader and price from scratch each step.
// ---------------------------------------------------------------------------------------------

interface ModelBidder {
  /** The most this bidder offered: their maximum if they set one, else their highest hand bid. */
  top: bigint;
  /** Step at which `top` got its current value: ties go to the earliest. */
  since: number;
  /** Their highest bid typed by hand: the price never falls below the leader's own. */
  hand: bigint;
  hasMaximum: boolean;
}

interface Model {
  starting: bigint;
  reserve: bigint | null;
  buyNow: bigint | null;
  price: bigint;
  hasBids: boolean;
  leader: string | null;
  sold: boolean;
  bidders: Map<string, ModelBidder>;
}

type Step =
  | { kind: 'offer'; bidder: string; hand: 'none' | 'tie' | number; max: 'none' | number }
  | { kind: 'remove'; bidder: string };

function modelMinimum(model: Model): bigint {
  return (model.hasBids ? model.price : model.starting) + STEP;
}

/** Applies a step to the model; returns whether it was accepted. */
function applyToModel(model: Model, step: Step, index: number, resolve: (step: Step) => { hand: bigint | null; max: bigint | null }): boolean {
  if (model.sold) return false;
  const me = model.bidders.get(step.bidder) ?? { top: 0n, since: index, hand: 0n, hasMaximum: false };
  if (step.kind === 'remove') {
    if (!me.hasMaximum) return false;
    if (model.leader === step.bidder) return false;
    model.bidders.set(step.bidder, { ...me, top: me.hand, since: index, hasMaximum: false });
    return true;
  }
  if (step.bidder === 'seller') return false;
  const { hand, max } = resolve(step);
  if (hand === null && max === null) return false;
  const minimum = modelMinimum(model);
  if (hand !== null && model.buyNow !== null && model.price < model.buyNow && hand >= model.buyNow) {
    model.sold = true;
    model.price = model.buyNow;
    model.leader = step.bidder;
    model.hasBids = true;
    return true;
  }
  if (hand !== null && hand < minimum) return false;
  if (max !== null && (max < minimum || (hand !== null && max < hand))) return false;

  const wasLeader = model.hasBids && model.leader === step.bidder;
  const handFloor = hand !== null && hand > me.hand ? hand : me.hand;
  let top = max ?? (hand! > me.top ? hand! : me.top);
  let hasMaximum = max !== null ? true : me.hasMaximum;
  // A hand bid at or above one's own maximum replaces it.
  if (max === null && hand !== null && me.hasMaximum && hand >= me.top) {
    top = hand;
    hasMaximum = false;
  }
  model.bidders.set(step.bidder, { top, since: top === me.top ? me.since : index, hand: handFloor, hasMaximum });

  const ranked = [...model.bidders.entries()].sort((x, y) => (x[1].top === y[1].top ? x[1].since - y[1].since : x[1].top > y[1].top ? -1 : 1));
  const [leaderId, leader] = ranked[0]!;
  const second = ranked[1]?.[1].top ?? null;
  // Alone, the leader needs only the first minimum (starting bid + one step).
  const beat = (second ?? model.starting) + STEP;
  // The leader changing their own offer never raises their own price (only their hand bid, or the
  // reserve, does); anyone else's offer re-prices against it.
  let price = wasLeader ? model.price : leader.top < beat ? leader.top : beat;
  if (leader.hand > price) price = leader.hand;
  if (model.hasBids && model.price > price) price = model.price;
  if (model.reserve !== null && leader.top >= model.reserve && price < model.reserve) price = model.reserve;
  model.price = price;
  model.leader = leaderId;
  model.hasBids = true;
  return true;
}

const BIDDERS = ['a', 'b', 'c', 'd', 'e'];

const stepArbitrary: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 9,
    arbitrary: fc.record({
      kind: fc.constant('offer' as const),
      bidder: fc.constantFrom(...BIDDERS, 'seller'),
      // Offsets in 50 € from the minimum next bid: below it sometimes, far above it sometimes.
      hand: fc.oneof(fc.constant('none' as const), fc.constant('tie' as const), fc.integer({ min: -4, max: 60 }), fc.integer({ min: 60, max: 4000 })),
      max: fc.oneof(fc.constant('none' as const), fc.integer({ min: -4, max: 80 }), fc.integer({ min: 80, max: 4000 })),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('remove' as const), bidder: fc.constantFrom(...BIDDERS) }) },
);

const auctionArbitrary = fc.record({
  startingEur: fc.integer({ min: 1, max: 200 }).map((n) => n * 100),
  reserveSteps: fc.option(fc.integer({ min: 1, max: 120 }), { nil: null }),
  buyNowSteps: fc.option(fc.integer({ min: 5, max: 300 }), { nil: null }),
  steps: fc.array(stepArbitrary, { minLength: 1, maxLength: 25 }),
});

describe('maximum bids: the rule against the reference model', () => {
  it('agrees with the model on acceptance, price and leader after every step, and keeps the invariants', () => {
    fc.assert(
      fc.property(auctionArbitrary, ({ startingEur, reserveSteps, buyNowSteps, steps }) => {
        const starting = BigInt(startingEur) * 100n;
        const reserve = reserveSteps === null ? null : starting + BigInt(reserveSteps) * STEP;
        const buyNow = buyNowSteps === null ? null : starting + BigInt(buyNowSteps) * STEP;
        const vehicle: BiddableVehicle & { highBidderId: string | null } = {
          status: 'active', sellerId: 'seller', startingBid: centsToMoney(starting), currentBid: centsToMoney(starting), bidCount: 0,
          buyNowPrice: buyNow === null ? null : centsToMoney(buyNow), reservePrice: reserve === null ? null : centsToMoney(reserve),
          auctionEndTime: at(60 * MIN), highBidderId: null,
        };
        const maxima = new Map<string, string>();
        const model: Model = { starting, reserve, buyNow, price: starting, hasBids: false, leader: null, sold: false, bidders: new Map() };

        steps.forEach((step, index) => {
          const now = at(index * 1000);
          const minimum = modelMinimum(model);
          const leaderMaximum = vehicle.bidCount > 0 && vehicle.highBidderId ? (maxima.get(vehicle.highBidderId) ?? null) : null;
          const resolve = (s: Step) => {
            if (s.kind !== 'offer') return { hand: null, max: null };
            const hand = s.hand === 'none' ? null : s.hand === 'tie' ? (leaderMaximum === null ? minimum : toCents(leaderMaximum)) : minimum + BigInt(s.hand) * 5_000n;
            const max = s.max === 'none' ? null : minimum + BigInt(s.max) * 5_000n;
            return { hand: hand !== null && hand < 100n ? 100n : hand, max: max !== null && max < 100n ? 100n : max };
          };
          const state: ProxyAuctionState = { vehicle: { ...vehicle }, leaderMaximum, callerMaximum: maxima.get(step.bidder) ?? null };
          const priceBefore = toCents(vehicle.currentBid);

          if (step.kind === 'remove') {
            const hasOwn = maxima.has(step.bidder);
            // The stored maxima are the model's: a maximum replaced by a higher hand bid is gone in both.
            expect(hasOwn, `${step.bidder} holds a maximum at step ${index}`).toBe(model.bidders.get(step.bidder)?.hasMaximum ?? false);
            const expected = applyToModel(model, step, index, resolve);
            if (!hasOwn) return;
            const result = evaluateRemoveMaximum(state, step.bidder);
            expect(result.ok, `remove by ${step.bidder} at step ${index}`).toBe(expected);
            if (result.ok) maxima.delete(step.bidder);
            return;
          }

          const { hand, max } = resolve(step);
          const result = evaluateProxyOffer(
            state,
            { bidderId: step.bidder, amount: hand === null ? null : centsToMoney(hand), maxAmount: max === null ? null : centsToMoney(max) },
            now,
          );
          const expected = applyToModel(model, step, index, resolve);
          expect(result.ok, `acceptance at step ${index}: ${JSON.stringify(result)}`).toBe(expected);
          if (!result.ok) return;

          if (result.kind === 'purchase') {
            vehicle.status = 'sold';
            vehicle.currentBid = result.amount;
            vehicle.bidCount += 1;
            vehicle.highBidderId = step.bidder;
          } else {
            // (3) never two bids at one level: each above the previous price and the one before it.
            let previous = priceBefore;
            for (const bid of result.bids) {
              expect(toCents(bid.amount) > previous || (vehicle.bidCount === 0 && previous === toCents(vehicle.startingBid) && toCents(bid.amount) > previous)).toBe(true);
              previous = toCents(bid.amount);
            }
            expect(result.newBidCount).toBe(vehicle.bidCount + result.bids.length);
            if (result.bids.length > 0) {
              expect(result.bids.at(-1)).toMatchObject({ amount: result.newCurrentBid, bidderId: result.newHighBidderId });
            }
            // (4) nobody is bid for above their own offer.
            for (const bid of result.bids) {
              const offered = model.bidders.get(bid.bidderId)!;
              expect(toCents(bid.amount) <= offered.top || toCents(bid.amount) <= offered.hand).toBe(true);
            }
            // (6) the caller's flags say what happened.
            expect(result.callerLeads).toBe(result.newHighBidderId === step.bidder);
            if (result.outbidByAutomatic) expect(result.callerLeads).toBe(false);

            vehicle.currentBid = result.newCurrentBid;
            vehicle.bidCount = result.newBidCount;
            vehicle.highBidderId = result.newHighBidderId;
            vehicle.auctionEndTime = result.newEndTime;
            if (result.maximum.kind === 'set') maxima.set(result.maximum.bidderId, result.maximum.amount);
            if (result.maximum.kind === 'remove') maxima.delete(result.maximum.bidderId);
          }
          // (2) price and leader as the model says.
          expect([vehicle.currentBid, vehicle.highBidderId], `state after step ${index}`).toEqual([centsToMoney(model.price), model.leader]);
          // (5) a maximum that is not the leader's can never act: it is at or below the price
          // (a purchase ends the auction: maxima left then do not matter).
          if (vehicle.status !== 'active') return;
          for (const [bidderId, amount] of maxima) {
            if (bidderId !== vehicle.highBidderId) expect(toCents(amount) <= toCents(vehicle.currentBid)).toBe(true);
          }
        });
      }),
      { numRuns: 2000 },
    );
  });
});
