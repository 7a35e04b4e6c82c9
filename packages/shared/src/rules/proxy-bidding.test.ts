import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MIN, T0, at, buildBiddable } from './biddable.fixture';
import { ANTI_SNIPING_EXTENSION_MS, ANTI_SNIPING_WINDOW_MS } from '../constants';
import { type Cents, centsToMoney, toCents } from '../money';
import type { BiddableVehicle } from './evaluate-bid';
import {
  type ProxyAuctionState,
  type ProxyEvaluation,
  type ProxyOffer,
  evaluateProxyOffer,
  evaluateRemoveMaximum,
} from './proxy-bidding';

const EURO = 100n;
const STEP = 100n * EURO; // the 100 € increment, in cents

type ProxyVehicle = ProxyAuctionState['vehicle'];

function buildState(
  overrides: Partial<ProxyVehicle> = {},
  leaderMaximum: string | null = null,
  callerMaximum: string | null = null,
): ProxyAuctionState {
  return { vehicle: buildBiddable(overrides), leaderMaximum, callerMaximum };
}

/** 'a' leads at 10 100 € after one bid, holding the given maximum. */
const aLeads = (leaderMaximum: string | null, overrides: Partial<ProxyVehicle> = {}) =>
  buildState({ currentBid: '10100.00', bidCount: 1, highBidderId: 'a', ...overrides }, leaderMaximum);

const offer = (bidderId: string, amount: string | null, maxAmount: string | null = null): ProxyOffer => ({
  bidderId,
  amount,
  maxAmount,
});

function accepted(evaluation: ProxyEvaluation) {
  if (!evaluation.ok || evaluation.kind !== 'bids')
    throw new Error(`expected accepted bids, got ${JSON.stringify(evaluation)}`);
  return evaluation;
}

describe('maximum bids: the named cases', () => {
  it('answers a hand bid below a maximum with a counter-bid one increment higher; the hand bid stands and is outbid', () => {
    const result = accepted(evaluateProxyOffer(aLeads('15000.00'), offer('b', '12000'), T0));
    expect(result.bids).toEqual([
      { bidderId: 'b', amount: '12000.00', isAutomatic: false },
      { bidderId: 'a', amount: '12100.00', isAutomatic: true },
    ]);
    expect(result).toMatchObject({
      newCurrentBid: '12100.00',
      newBidCount: 3,
      newHighBidderId: 'a',
      callerLeads: false,
      outbidByAutomatic: true,
      minimumNextBid: '12200.00',
      maximum: { kind: 'none' },
    });
  });

  it('caps the counter-bid at the maximum', () => {
    const result = accepted(evaluateProxyOffer(aLeads('12050.00'), offer('b', '12000'), T0));
    expect(result.bids.map((bid) => bid.amount)).toEqual(['12000.00', '12050.00']);
    expect(result.newCurrentBid).toBe('12050.00');
  });

  it('between two maxima the higher wins, one increment above the other', () => {
    expect(accepted(evaluateProxyOffer(aLeads('13000.00'), offer('b', null, '14000'), T0))).toMatchObject({
      bids: [{ bidderId: 'b', amount: '13100.00', isAutomatic: true }],
      newCurrentBid: '13100.00',
      newHighBidderId: 'b',
      callerLeads: true,
      outbidByAutomatic: false,
      maximum: { kind: 'set', bidderId: 'b', amount: '14000.00' },
    });
    // A lower maximum is answered like a hand bid, and is stored (it is at or below the price now).
    expect(accepted(evaluateProxyOffer(aLeads('13000.00'), offer('b', null, '12500'), T0))).toMatchObject({
      bids: [{ bidderId: 'a', amount: '12600.00', isAutomatic: true }],
      newHighBidderId: 'a',
      outbidByAutomatic: true,
      maximum: { kind: 'set', bidderId: 'b', amount: '12500.00' },
    });
  });

  it('at equal maxima the earlier one wins and the price becomes that maximum', () => {
    const result = accepted(evaluateProxyOffer(aLeads('13000.00'), offer('b', null, '13000'), T0));
    expect(result).toMatchObject({
      newCurrentBid: '13000.00',
      newHighBidderId: 'a',
      callerLeads: false,
      outbidByAutomatic: true,
    });
    expect(result.bids).toEqual([{ bidderId: 'a', amount: '13000.00', isAutomatic: true }]);
  });

  it('records a single bid when a hand bid only ties the standing maximum', () => {
    const result = accepted(evaluateProxyOffer(aLeads('13000.00'), offer('b', '13000'), T0));
    expect(result.bids).toEqual([{ bidderId: 'a', amount: '13000.00', isAutomatic: true }]);
    expect(result).toMatchObject({
      newBidCount: 2,
      newCurrentBid: '13000.00',
      newHighBidderId: 'a',
      outbidByAutomatic: true,
    });
  });

  it('takes the lead with hand bid and maximum together at the hand bid when it already beats the leader', () => {
    const result = accepted(evaluateProxyOffer(aLeads('12000.00'), offer('b', '12500', '20000'), T0));
    expect(result.bids).toEqual([{ bidderId: 'b', amount: '12500.00', isAutomatic: false }]);
    expect(result).toMatchObject({ newCurrentBid: '12500.00', newHighBidderId: 'b', callerLeads: true });
  });

  it("lifts the price to the reserve as soon as the leader's offer reaches it", () => {
    const first = accepted(evaluateProxyOffer(buildState({ reservePrice: '14000.00' }), offer('a', null, '16000'), T0));
    expect(first).toMatchObject({
      newCurrentBid: '14000.00',
      isReserveMet: true,
      bids: [{ bidderId: 'a', amount: '14000.00', isAutomatic: true }],
    });
    // A maximum exactly at the reserve lifts it too; one euro below does not.
    expect(
      accepted(evaluateProxyOffer(buildState({ reservePrice: '14000.00' }), offer('a', null, '14000'), T0))
        .newCurrentBid,
    ).toBe('14000.00');
    // Below the reserve nothing is lifted.
    expect(
      accepted(evaluateProxyOffer(buildState({ reservePrice: '14000.00' }), offer('a', null, '13999'), T0)),
    ).toMatchObject({
      newCurrentBid: '10100.00',
      isReserveMet: false,
    });
    // A leader raising a maximum up to the reserve lifts the price too (one automatic bid).
    const leading = aLeads('12000.00', { reservePrice: '14000.00' });
    expect(accepted(evaluateProxyOffer(leading, offer('a', null, '15000'), T0)).bids).toEqual([
      { bidderId: 'a', amount: '14000.00', isAutomatic: true },
    ]);
    // A counter-bid for a maximum above the reserve goes straight to the reserve.
    expect(
      accepted(evaluateProxyOffer(aLeads('15000.00', { reservePrice: '14000.00' }), offer('b', '11000'), T0)).bids,
    ).toEqual([
      { bidderId: 'b', amount: '11000.00', isAutomatic: false },
      { bidderId: 'a', amount: '14000.00', isAutomatic: true },
    ]);
  });

  it('does not raise the price when the leader raises a maximum that capped it', () => {
    // a's maximum 12 050 capped the answer to b's 12 000; raising it re-prices nothing.
    const state = aLeads('12050.00', { currentBid: '12050.00', bidCount: 3 });
    const result = accepted(evaluateProxyOffer(state, offer('a', null, '15000'), T0));
    expect(result).toMatchObject({
      bids: [],
      newCurrentBid: '12050.00',
      newBidCount: 3,
      callerLeads: true,
      maximum: { kind: 'set', bidderId: 'a', amount: '15000.00' },
    });
  });

  it('moves the end for a counter-bid in the last 2 minutes, and not for a decision that records no bid', () => {
    const end = at(60 * MIN);
    const state = aLeads('15000.00', { auctionEndTime: end });
    const now = new Date(end.getTime() - 30_000);
    const countered = accepted(evaluateProxyOffer(state, offer('b', '11000'), now));
    expect(countered.bids).toHaveLength(2);
    expect(countered.newEndTime).toEqual(new Date(now.getTime() + 2 * MIN));
    // Also when only the automatic bid is recorded (a maximum answered).
    expect(accepted(evaluateProxyOffer(state, offer('b', null, '11000'), now)).newEndTime).toEqual(
      new Date(now.getTime() + 2 * MIN),
    );
    expect(accepted(evaluateProxyOffer(state, offer('a', null, '16000'), now)).newEndTime).toEqual(end);
    // Outside the last 2 minutes nothing moves.
    expect(accepted(evaluateProxyOffer(state, offer('b', '11000'), at(0))).newEndTime).toEqual(end);
  });

  it('never buys with a maximum at or above the buy-now price; a hand amount there does buy', () => {
    const state = buildState({ buyNowPrice: '20000.00' });
    expect(accepted(evaluateProxyOffer(state, offer('a', null, '25000'), T0))).toMatchObject({
      newCurrentBid: '10100.00',
      newHighBidderId: 'a',
    });
    expect(accepted(evaluateProxyOffer(state, offer('a', '19000', '25000'), T0)).newCurrentBid).toBe('19000.00');
    expect(evaluateProxyOffer(state, offer('a', '20000', '25000'), T0)).toMatchObject({
      ok: true,
      kind: 'purchase',
      amount: '20000.00',
      newEndTime: T0,
    });
    // An automatic counter-bid may pass the buy-now price without buying.
    const leading = aLeads('30000.00', { buyNowPrice: '20000.00' });
    expect(accepted(evaluateProxyOffer(leading, offer('b', null, '22000'), T0))).toMatchObject({
      newCurrentBid: '22100.00',
      newHighBidderId: 'a',
    });
  });

  it('refuses a maximum below the minimum or below the bid it comes with, an empty offer, and as evaluateBid does', () => {
    const state = aLeads(null);
    expect(evaluateProxyOffer(state, offer('b', null, '10150'), T0)).toEqual({
      ok: false,
      reason: 'max-too-low',
      minimumBid: '10200.00',
    });
    expect(evaluateProxyOffer(state, offer('b', '12000', '11000'), T0)).toEqual({
      ok: false,
      reason: 'max-below-amount',
    });
    expect(evaluateProxyOffer(state, offer('b', '10150', '20000'), T0)).toEqual({
      ok: false,
      reason: 'too-low',
      minimumBid: '10200.00',
    });
    expect(evaluateProxyOffer(state, offer('b', null, null), T0)).toEqual({ ok: false, reason: 'nothing-offered' });
    expect(evaluateProxyOffer(state, offer('seller', null, '20000'), T0)).toEqual({ ok: false, reason: 'own-auction' });
    expect(evaluateProxyOffer(aLeads(null, { status: 'sold' }), offer('b', null, '20000'), T0)).toEqual({
      ok: false,
      reason: 'not-active',
    });
    expect(evaluateProxyOffer(aLeads(null, { auctionEndTime: T0 }), offer('b', null, '20000'), T0)).toEqual({
      ok: false,
      reason: 'ended',
    });
  });

  it('a leader may lower a maximum down to the minimum next bid, not below', () => {
    expect(accepted(evaluateProxyOffer(aLeads('15000.00'), offer('a', null, '10200'), T0))).toMatchObject({
      bids: [],
      maximum: { kind: 'set', bidderId: 'a', amount: '10200.00' },
    });
    expect(evaluateProxyOffer(aLeads('15000.00'), offer('a', null, '10100'), T0)).toMatchObject({
      ok: false,
      reason: 'max-too-low',
    });
  });

  it('drops a beaten maximum when its owner bids above it by hand', () => {
    const state = { ...aLeads('15000.00', { currentBid: '13100.00', bidCount: 3 }), callerMaximum: '13000.00' };
    expect(accepted(evaluateProxyOffer(state, offer('b', '16000'), T0))).toMatchObject({
      callerLeads: true,
      maximum: { kind: 'remove', bidderId: 'b' },
    });
  });

  it('lets a bidder remove a maximum only while not leading and while the auction is active', () => {
    const state = aLeads('15000.00');
    expect(evaluateRemoveMaximum(state, 'a')).toEqual({ ok: false, reason: 'leading-cannot-remove' });
    expect(evaluateRemoveMaximum(state, 'b')).toEqual({ ok: true, maximum: { kind: 'remove', bidderId: 'b' } });
    expect(evaluateRemoveMaximum(aLeads('15000.00', { status: 'sold' }), 'b')).toEqual({
      ok: false,
      reason: 'not-active',
    });
  });
});

// ---------------------------------------------------------------------------------------------
// Reference model, written from the rules of the issue and not from the implementation: it keeps
// every bidder's current offer (the higher of their maximum and their highest hand bid) and when
// they first stood there, and recomputes leader and price from the ranking of all offers.
// ---------------------------------------------------------------------------------------------

const SELLER = 'seller';
const maxOf = (...values: Cents[]): Cents => values.reduce((a, b) => (a > b ? a : b));
const minOf = (...values: Cents[]): Cents => values.reduce((a, b) => (a < b ? a : b));

interface ModelBidder {
  maximum: Cents | null;
  /** Highest hand bid: the price never falls below the leader's own. */
  hand: Cents;
  offer: Cents;
  /** Step at which `offer` got its current value: equal offers go to the earliest. */
  since: number;
}

interface Model {
  starting: Cents;
  reserve: Cents | null;
  buyNow: Cents | null;
  price: Cents;
  hasBids: boolean;
  leader: string | null;
  sold: boolean;
  end: number;
  bidders: Map<string, ModelBidder>;
}

type Verdict = { kind: 'refused'; reasons: string[] } | { kind: 'purchase' } | { kind: 'bids'; recordsBid: boolean };

const modelMinimum = (model: Model): Cents => (model.hasBids ? model.price : model.starting) + STEP;

function ranked(model: Model): [string, ModelBidder][] {
  return [...model.bidders.entries()]
    .filter(([, bidder]) => bidder.offer > 0n)
    .sort(([, x], [, y]) => (x.offer !== y.offer ? (x.offer > y.offer ? -1 : 1) : x.since - y.since));
}

function setBidder(model: Model, bidderId: string, maximum: Cents | null, hand: Cents, index: number) {
  const before = model.bidders.get(bidderId);
  const offer = maxOf(maximum ?? 0n, hand);
  model.bidders.set(bidderId, { maximum, hand, offer, since: before && before.offer === offer ? before.since : index });
}

function modelOffer(
  model: Model,
  bidderId: string,
  hand: Cents | null,
  max: Cents | null,
  now: number,
  index: number,
): Verdict {
  const gate: string[] = [];
  if (hand === null && max === null) gate.push('nothing-offered');
  if (bidderId === SELLER) gate.push('own-auction');
  if (model.sold) gate.push('not-active');
  if (now >= model.end) gate.push('ended');
  if (gate.length > 0) return { kind: 'refused', reasons: gate };

  // A hand amount at or above buy-now while the price is below it buys; a maximum never does.
  if (hand !== null && model.buyNow !== null && model.price < model.buyNow && hand >= model.buyNow) {
    Object.assign(model, { sold: true, price: model.buyNow, leader: bidderId, hasBids: true, end: now });
    return { kind: 'purchase' };
  }

  const minimum = modelMinimum(model);
  const invalid: string[] = [];
  if (hand !== null && hand < minimum) invalid.push('too-low');
  if (max !== null && max < minimum) invalid.push('max-too-low');
  if (max !== null && hand !== null && max < hand) invalid.push('max-below-amount');
  if (invalid.length > 0) return { kind: 'refused', reasons: invalid };

  const previousLeader = model.hasBids ? model.leader : null;
  const previousPrice = model.price;
  const continuingLeader = previousLeader === bidderId;
  const me = model.bidders.get(bidderId);
  // A new maximum replaces the old one (a leader may raise or lower it); hand bids only add.
  setBidder(model, bidderId, max ?? me?.maximum ?? null, maxOf(hand ?? 0n, me?.hand ?? 0n), index);

  const [[leaderId, leader], second] = ranked(model) as [[string, ModelBidder], [string, ModelBidder] | undefined];
  let price: Cents;
  if (continuingLeader) {
    // Only the leader's own offer changed: nobody else's offer needs answering, so the price only
    // follows their own hand bid (and the reserve below).
    if (leaderId !== bidderId) throw new Error('model: a leader lost the lead by raising their own offer');
    price = maxOf(previousPrice, leader.hand);
  } else {
    // Someone else's offer: the leader bids just enough to beat every other offer by one increment,
    // capped at their own offer, never below their hand bid, and (being a new bid) at least the
    // minimum next bid.
    const beat = second === undefined ? minimum : minOf(leader.offer, second[1].offer + STEP);
    price = maxOf(minimum, leader.hand, beat);
  }
  if (model.reserve !== null && leader.offer >= model.reserve && price < model.reserve) price = model.reserve;

  const recordsBid = !(continuingLeader && hand === null && price === previousPrice);
  if (recordsBid && model.end - now <= ANTI_SNIPING_WINDOW_MS)
    model.end = Math.max(model.end, now + ANTI_SNIPING_EXTENSION_MS);
  Object.assign(model, { price, leader: leaderId, hasBids: true });
  return { kind: 'bids', recordsBid };
}

function modelRemove(model: Model, bidderId: string, index: number): Verdict {
  if (model.sold) return { kind: 'refused', reasons: ['not-active'] };
  if (model.hasBids && model.leader === bidderId) return { kind: 'refused', reasons: ['leading-cannot-remove'] };
  const me = model.bidders.get(bidderId);
  if (me) setBidder(model, bidderId, null, me.hand, index);
  return { kind: 'bids', recordsBid: false };
}

// ---------------------------------------------------------------------------------------------
// Random auctions.
// ---------------------------------------------------------------------------------------------

/** Amounts are drawn relative to the auction as it stands when the step runs. */
type HandPick =
  | { t: 'none' }
  | { t: 'below'; by: number } // under the minimum next bid
  | { t: 'tie' } // equal to the leader's standing maximum
  | { t: 'near'; by: number }
  | { t: 'steps'; n: number }
  | { t: 'huge'; by: number }
  | { t: 'buyNow'; by: number }
  | { t: 'reserve'; by: number };
type MaxPick = HandPick | { t: 'aboveTie'; by: number } | { t: 'belowHand'; by: number } | { t: 'atHand' };

type Step =
  | { kind: 'offer'; who: number; hand: HandPick; max: MaxPick; plainFormat: boolean; gapMs: number }
  | { kind: 'remove'; who: number; gapMs: number };

const handPicks: fc.Arbitrary<HandPick>[] = [
  fc.integer({ min: 1, max: 300 }).map((by) => ({ t: 'below' as const, by })),
  fc.constant({ t: 'tie' as const }),
  fc.integer({ min: 0, max: 1500 }).map((by) => ({ t: 'near' as const, by })),
  fc.integer({ min: 0, max: 40 }).map((n) => ({ t: 'steps' as const, n })),
  fc.integer({ min: 10_000, max: 200_000 }).map((by) => ({ t: 'huge' as const, by })),
  fc.integer({ min: -300, max: 50 }).map((by) => ({ t: 'buyNow' as const, by })),
  fc.integer({ min: -1, max: 1 }).map((by) => ({ t: 'reserve' as const, by })),
];
const handArbitrary: fc.Arbitrary<HandPick> = fc.oneof(
  { weight: 4, arbitrary: fc.constant({ t: 'none' as const }) },
  ...handPicks.map((arbitrary, i) => ({ weight: i === 4 || i === 5 ? 1 : 2, arbitrary })),
);
const maxArbitrary: fc.Arbitrary<MaxPick> = fc.oneof(
  { weight: 5, arbitrary: fc.constant({ t: 'none' as const }) },
  ...handPicks.map((arbitrary) => ({ weight: 1, arbitrary: arbitrary as fc.Arbitrary<MaxPick> })),
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 250 }).map((by) => ({ t: 'aboveTie' as const, by })) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 300 }).map((by) => ({ t: 'belowHand' as const, by })) },
  { weight: 1, arbitrary: fc.constant({ t: 'atHand' as const }) },
);
const gapArbitrary = fc.oneof(
  { weight: 12, arbitrary: fc.integer({ min: 0, max: 10_000 }) },
  { weight: 1, arbitrary: fc.integer({ min: 10_000, max: 150_000 }) },
);
/** Index into the auction's bidders; -1 is the seller. */
const whoArbitrary = fc.oneof(
  { weight: 25, arbitrary: fc.integer({ min: 0, max: 4 }) },
  { weight: 1, arbitrary: fc.constant(-1) },
);

const stepArbitrary: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 10,
    arbitrary: fc.record({
      kind: fc.constant('offer' as const),
      who: whoArbitrary,
      hand: handArbitrary,
      max: maxArbitrary,
      plainFormat: fc.boolean(),
      gapMs: gapArbitrary,
    }),
  },
  // `who` picks among the bidders holding a maximum at the time.
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('remove' as const),
      who: fc.integer({ min: 0, max: 4 }),
      gapMs: gapArbitrary,
    }),
  },
);

const auctionArbitrary = fc.record({
  bidderCount: fc.integer({ min: 2, max: 5 }),
  startingEur: fc.oneof(
    fc.integer({ min: 1, max: 200 }).map((n) => n * 100),
    fc.integer({ min: 1, max: 20_000 }),
  ),
  reserveAboveEur: fc.option(fc.integer({ min: 1, max: 15_000 }), { nil: null }),
  buyNowAboveEur: fc.option(fc.integer({ min: 200, max: 300_000 }), { nil: null, freq: 2 }),
  endAfterMs: fc.integer({ min: 1 * MIN, max: 30 * MIN }),
  steps: fc.array(stepArbitrary, { minLength: 1, maxLength: 25, size: 'max' }),
});

/** About a second and a half; 100,000 runs passed once by hand (change it locally to repeat). */
const RUNS = 2000;

describe('maximum bids: the rule against the reference model', () => {
  it('agrees with the model on every decision and keeps the invariants after every step', () => {
    fc.assert(
      fc.property(
        auctionArbitrary,
        ({ bidderCount, startingEur, reserveAboveEur, buyNowAboveEur, endAfterMs, steps }) => {
          const starting = BigInt(startingEur) * EURO;
          const reserve = reserveAboveEur === null ? null : starting + BigInt(reserveAboveEur) * EURO;
          const buyNow = buyNowAboveEur === null ? null : starting + BigInt(buyNowAboveEur) * EURO;
          const bidders = ['a', 'b', 'c', 'd', 'e'].slice(0, bidderCount);
          const vehicle: BiddableVehicle & { highBidderId: string | null } = buildBiddable({
            startingBid: centsToMoney(starting),
            currentBid: centsToMoney(starting),
            buyNowPrice: buyNow === null ? null : centsToMoney(buyNow),
            reservePrice: reserve === null ? null : centsToMoney(reserve),
            auctionEndTime: at(endAfterMs),
          });
          /** Each bidder's stored maximum, kept from the decisions' `maximum` changes only. */
          const maxima = new Map<string, string>();
          const model: Model = {
            starting,
            reserve,
            buyNow,
            price: starting,
            hasBids: false,
            leader: null,
            sold: false,
            end: T0.getTime() + endAfterMs,
            bidders: new Map(),
          };
          let nowMs = T0.getTime();

          steps.forEach((step, index) => {
            nowMs += step.gapMs;
            const now = new Date(nowMs);
            const where = `step ${index}`;
            const holders = [...maxima.keys()].sort();
            if (step.kind === 'remove' && holders.length === 0) return;
            const bidderId =
              step.kind === 'remove'
                ? holders[step.who % holders.length]!
                : step.who < 0
                  ? SELLER
                  : bidders[step.who % bidderCount]!;
            const leaderId = vehicle.bidCount > 0 ? vehicle.highBidderId : null;
            const leaderMaximum = leaderId === null ? null : (maxima.get(leaderId) ?? null);
            const state: ProxyAuctionState = {
              vehicle: { ...vehicle },
              leaderMaximum,
              callerMaximum: maxima.get(bidderId) ?? null,
            };
            const priceBefore = toCents(vehicle.currentBid);
            const minimum = (vehicle.bidCount > 0 ? priceBefore : starting) + STEP;
            expect(minimum, where).toBe(modelMinimum(model));

            if (step.kind === 'remove') {
              const result = evaluateRemoveMaximum(state, bidderId);
              const verdict = modelRemove(model, bidderId, index);
              if (verdict.kind === 'refused') {
                expect(result.ok, `${where}: remove by ${bidderId}`).toBe(false);
                if (!result.ok) expect(verdict.reasons).toContain(result.reason);
                return;
              }
              expect(result, `${where}: remove by ${bidderId}`).toEqual({
                ok: true,
                maximum: { kind: 'remove', bidderId },
              });
              maxima.delete(bidderId);
              return;
            }

            const clamp = (cents: Cents): Cents => (cents < EURO ? EURO : cents);
            const standing = leaderMaximum === null ? minimum : toCents(leaderMaximum);
            const pick = (p: MaxPick, hand: Cents | null): Cents | null => {
              switch (p.t) {
                case 'none':
                  return null;
                case 'below':
                  return clamp(minimum - BigInt(p.by) * EURO);
                case 'tie':
                  return standing;
                case 'aboveTie':
                  return standing + BigInt(p.by) * EURO;
                case 'near':
                case 'huge':
                  return minimum + BigInt(p.by) * EURO;
                case 'steps':
                  return minimum + BigInt(p.n) * STEP;
                case 'buyNow':
                  return clamp((buyNow ?? minimum) + BigInt(p.by) * EURO);
                case 'reserve':
                  return clamp((reserve ?? minimum) + BigInt(p.by) * EURO);
                case 'belowHand':
                  return clamp((hand ?? minimum) - BigInt(p.by) * EURO);
                case 'atHand':
                  return hand ?? minimum;
              }
            };
            const hand = pick(step.hand, null);
            const max = pick(step.max, hand);
            const format = (cents: Cents | null) =>
              cents === null ? null : step.plainFormat ? String(cents / EURO) : centsToMoney(cents);
            const result = evaluateProxyOffer(state, { bidderId, amount: format(hand), maxAmount: format(max) }, now);
            const verdict = modelOffer(model, bidderId, hand, max, nowMs, index);
            const what = `${where}: ${bidderId} offers hand ${format(hand)} max ${format(max)} at ${vehicle.currentBid} (leader ${leaderId}, max ${leaderMaximum})`;

            // (1) accepted or refused as the model says, for one of the reasons that apply.
            if (verdict.kind === 'refused') {
              expect(result.ok, `${what}: ${JSON.stringify(result)}`).toBe(false);
              if (!result.ok) expect(verdict.reasons, what).toContain(result.reason);
              if (!result.ok && 'minimumBid' in result) expect(result.minimumBid).toBe(centsToMoney(minimum));
              return;
            }
            expect(result.ok, `${what}: ${JSON.stringify(result)}`).toBe(true);
            if (!result.ok) return;
            expect(result.kind, what).toBe(verdict.kind);

            if (result.kind === 'purchase') {
              expect(result, what).toMatchObject({
                amount: centsToMoney(buyNow!),
                newCurrentBid: centsToMoney(buyNow!),
                newBidCount: vehicle.bidCount + 1,
                newEndTime: now,
              });
              Object.assign(vehicle, {
                status: 'sold',
                currentBid: result.amount,
                bidCount: result.newBidCount,
                highBidderId: bidderId,
                auctionEndTime: result.newEndTime,
              });
            } else {
              if (verdict.kind !== 'bids') throw new Error('unreachable');
              const { bids } = result;
              // (3) never two bids at one level: each above the previous price and the bid before it.
              let previous = priceBefore;
              for (const bid of bids) {
                expect(toCents(bid.amount) > previous, `${what}: bids ${JSON.stringify(bids)}`).toBe(true);
                previous = toCents(bid.amount);
              }
              expect(result.newBidCount, what).toBe(vehicle.bidCount + bids.length);
              if (bids.length > 0)
                expect(bids.at(-1), what).toMatchObject({
                  amount: result.newCurrentBid,
                  bidderId: result.newHighBidderId,
                });
              else
                expect([result.newCurrentBid, result.newHighBidderId], what).toEqual([
                  vehicle.currentBid,
                  vehicle.highBidderId,
                ]);
              expect(bids.length > 0, `${what}: records a bid`).toBe(verdict.recordsBid);
              // (4) nobody is bid for above their own offer; only the caller's own hand amount is a bid typed by hand.
              for (const bid of bids) {
                expect(
                  toCents(bid.amount) <= model.bidders.get(bid.bidderId)!.offer,
                  `${what}: ${JSON.stringify(bid)}`,
                ).toBe(true);
                if (!bid.isAutomatic) expect([bid.bidderId, toCents(bid.amount)], what).toEqual([bidderId, hand]);
              }
              expect(bids.filter((bid) => !bid.isAutomatic).length <= 1, what).toBe(true);
              // (6) the caller's flags say what happened.
              expect(result.callerLeads, what).toBe(result.newHighBidderId === bidderId);
              expect(result.callerLeads, what).toBe(model.leader === bidderId);
              expect(result.outbidByAutomatic, what).toBe(!result.callerLeads);
              if (result.outbidByAutomatic) {
                expect(result.newHighBidderId, what).toBe(leaderId);
                expect(bids.at(-1), what).toMatchObject({ bidderId: leaderId, isAutomatic: true });
              }
              // The rest of the decision: anti-sniping, reserve, next minimum, the maximum stored.
              expect(result.newEndTime.getTime(), `${what}: end`).toBe(model.end);
              expect(result.isReserveMet, what).toBe(reserve === null || model.price >= reserve);
              expect(result.minimumNextBid, what).toBe(centsToMoney(model.price + STEP));
              if (max !== null)
                expect(result.maximum, what).toEqual({ kind: 'set', bidderId, amount: centsToMoney(max) });
              else if (result.maximum.kind !== 'none')
                expect(result.maximum, what).toEqual({ kind: 'remove', bidderId });

              Object.assign(vehicle, {
                currentBid: result.newCurrentBid,
                bidCount: result.newBidCount,
                highBidderId: result.newHighBidderId,
                auctionEndTime: result.newEndTime,
              });
              if (result.maximum.kind === 'set') maxima.set(result.maximum.bidderId, result.maximum.amount);
              if (result.maximum.kind === 'remove') maxima.delete(result.maximum.bidderId);
            }

            // (2) price and leader as the model says.
            expect([vehicle.currentBid, vehicle.highBidderId], `${what}: state after`).toEqual([
              centsToMoney(model.price),
              model.leader,
            ]);
            if (vehicle.status !== 'active') return; // after a purchase the maxima left no longer matter
            // (5) a maximum that is not the leader's can never act: it is at or below the price. The
            // leader's stored maximum and the price together are the leader's whole offer, which is
            // all the next decision sees of it.
            for (const [owner, amount] of maxima) {
              if (owner !== vehicle.highBidderId)
                expect(toCents(amount) <= toCents(vehicle.currentBid), `${what}: ${owner}'s maximum ${amount}`).toBe(
                  true,
                );
            }
            const leaderOffer = model.bidders.get(model.leader!)!.offer;
            const stored = maxima.get(model.leader!);
            expect(
              maxOf(stored === undefined ? 0n : toCents(stored), toCents(vehicle.currentBid)),
              `${what}: leader's offer`,
            ).toBe(leaderOffer);
          });
        },
      ),
      { numRuns: RUNS },
    );
  }, 30_000);
});
