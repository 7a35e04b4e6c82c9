import { type Cents, centsToMoney, toCents } from '../money';
import { getExtendedEndTime } from './anti-sniping';
import { type BidAcceptance, type BiddableVehicle, type BidRejection, evaluateBid } from './evaluate-bid';
import { getMinimumNextBidCents } from './minimum-bid';
import { isReserveMet } from './reserve';

/**
 * Maximum bids (proxy bidding). Only the leader's maximum can ever act: every other bidder's
 * maximum is, by construction, at or below the visible high bid (the visible bid is set to beat
 * it), so deciding an offer needs the vehicle, its leader and the leader's maximum — nothing else.
 * The reference model in `proxy-bidding.test.ts` recomputes the same answers from every bidder's
 * whole history instead, and property tests hold the two equal.
 */
export interface ProxyAuctionState {
  vehicle: BiddableVehicle & { highBidderId: string | null };
  /** The current leader's standing maximum, or null when the leader has none. */
  leaderMaximum: string | null;
  /**
   * The caller's own stored maximum, if any. Only to tidy it: a hand bid above it replaces it (it
   * could never act again, and its owner must not be shown a stale maximum while leading).
   */
  callerMaximum: string | null;
}

export interface ProxyOffer {
  bidderId: string;
  /** A bid placed by hand, or null for "only set my maximum". */
  amount: string | null;
  /** The most the platform may bid for this bidder, or null for a plain bid. */
  maxAmount: string | null;
}

/** One bid the decision records, in order: each gets the next bid_seq. */
export interface PlannedBid {
  bidderId: string;
  amount: string;
  /** Placed by the platform for the holder of a maximum, not typed by its bidder. */
  isAutomatic: boolean;
}

export type MaximumChange =
  | { kind: 'set'; bidderId: string; amount: string }
  | { kind: 'remove'; bidderId: string }
  | { kind: 'none' };

export type ProxyRejection =
  | BidRejection
  | { ok: false; reason: 'nothing-offered' }
  | { ok: false; reason: 'max-too-low'; minimumBid: string }
  | { ok: false; reason: 'max-below-amount' };

export interface ProxyDecision {
  ok: true;
  kind: 'bids';
  /** Possibly empty: a leader raising a maximum records no bid unless it lifts the price to the reserve. */
  bids: PlannedBid[];
  newCurrentBid: string;
  newBidCount: number;
  newHighBidderId: string | null;
  /** Moved by anti-sniping when at least one bid is recorded; otherwise unchanged. */
  newEndTime: Date;
  isReserveMet: boolean;
  minimumNextBid: string;
  maximum: MaximumChange;
  /** Whether the caller holds the high bid after the decision. */
  callerLeads: boolean;
  /** The caller's offer was accepted and at once beaten by the leader's automatic bid. */
  outbidByAutomatic: boolean;
}

export interface ProxyPurchase extends BidAcceptance {
  kind: 'purchase';
}

export type ProxyEvaluation = ProxyDecision | ProxyPurchase | ProxyRejection;

const max = (a: Cents, b: Cents): Cents => (a > b ? a : b);
const min = (a: Cents, b: Cents): Cents => (a < b ? a : b);

/**
 * Decides one offer (a bid, a maximum, or both) against the auction as read inside the bid
 * transaction. Guarantees, for the state it returns:
 * - the leader is the bidder with the highest offer (maximum or hand bid); at equal offers the
 *   one that stood first;
 * - the visible high bid is the lowest amount that beats every other bidder's offer by one
 *   increment, never above the leader's offer, never below the leader's own hand bid, and at least
 *   the reserve once the leader's offer reaches it;
 * - each planned bid is strictly above the one before (never two bids at one level);
 * - a maximum at or above the buy-now price never buys: only a hand bid does.
 */
export function evaluateProxyOffer(state: ProxyAuctionState, offer: ProxyOffer, now: Date): ProxyEvaluation {
  const { vehicle } = state;
  if (offer.amount === null && offer.maxAmount === null) return { ok: false, reason: 'nothing-offered' };

  if (offer.amount !== null) {
    const plain = evaluateBid(vehicle, offer.bidderId, offer.amount, now);
    if (!plain.ok) return plain;
    if (plain.isPurchase) return { ...plain, kind: 'purchase' };
  } else {
    if (vehicle.sellerId === offer.bidderId) return { ok: false, reason: 'own-auction' };
    if (vehicle.status !== 'active') return { ok: false, reason: 'not-active' };
    if (vehicle.auctionEndTime.getTime() <= now.getTime()) return { ok: false, reason: 'ended' };
  }

  const hasBids = vehicle.bidCount > 0;
  const visible = toCents(vehicle.currentBid);
  const minimum = getMinimumNextBidCents({
    currentBid: hasBids ? vehicle.currentBid : null,
    startingBid: vehicle.startingBid,
  });
  const hand = offer.amount === null ? null : toCents(offer.amount);
  const ceiling = offer.maxAmount === null ? null : toCents(offer.maxAmount);
  if (ceiling !== null && ceiling < minimum)
    return { ok: false, reason: 'max-too-low', minimumBid: centsToMoney(minimum) };
  if (ceiling !== null && hand !== null && ceiling < hand) return { ok: false, reason: 'max-below-amount' };

  const reserve = vehicle.reservePrice === null ? null : toCents(vehicle.reservePrice);
  const leaderId = hasBids ? vehicle.highBidderId : null;
  // What the leader stands behind: their maximum, or just their visible bid.
  const leaderMaximum = state.leaderMaximum === null ? null : toCents(state.leaderMaximum);
  const defence = leaderMaximum !== null && leaderMaximum > visible ? leaderMaximum : visible;
  const withReserve = (price: Cents, leaderOffer: Cents): Cents =>
    reserve !== null && leaderOffer >= reserve && price < reserve ? reserve : price;

  const bids: PlannedBid[] = [];
  let price = visible;
  let highBidderId = leaderId;
  let maximum: MaximumChange = { kind: 'none' };
  let outbidByAutomatic = false;

  if (leaderId !== null && leaderId === offer.bidderId) {
    // The leader raises their own bid and/or resets their maximum; nobody else's offer moves.
    const top = max(ceiling ?? 0n, max(hand ?? 0n, defence));
    if (hand !== null) {
      price = hand;
      bids.push({ bidderId: leaderId, amount: centsToMoney(hand), isAutomatic: false });
    }
    const lifted = withReserve(price, ceiling ?? top);
    if (lifted > price) {
      price = lifted;
      bids.push({ bidderId: leaderId, amount: centsToMoney(lifted), isAutomatic: true });
    }
    if (ceiling !== null) maximum = { kind: 'set', bidderId: leaderId, amount: centsToMoney(ceiling) };
    else if (hand !== null && leaderMaximum !== null && hand >= leaderMaximum)
      maximum = { kind: 'remove', bidderId: leaderId };
  } else {
    const offered = ceiling ?? hand!;
    if (ceiling !== null) maximum = { kind: 'set', bidderId: offer.bidderId, amount: centsToMoney(ceiling) };
    // A non-leader's stored maximum is at or below the price, so below this hand bid: it goes.
    else if (state.callerMaximum !== null) maximum = { kind: 'remove', bidderId: offer.bidderId };
    if (leaderId === null || offered > defence) {
      // The caller takes the lead at the lowest price that beats the former leader's offer.
      const beat = leaderId === null ? minimum : defence + 100n * 100n;
      price = withReserve(max(hand ?? 0n, min(offered, max(beat, minimum))), offered);
      highBidderId = offer.bidderId;
      bids.push({
        bidderId: offer.bidderId,
        amount: centsToMoney(price),
        isAutomatic: hand === null || price !== hand,
      });
    } else {
      // The leader's maximum answers: the caller's hand bid stands (unless it only ties the
      // maximum, which would put two bids at one level), then the leader's counter-bid.
      const counter = withReserve(min(defence, offered + 100n * 100n), defence);
      if (hand !== null && hand < counter)
        bids.push({ bidderId: offer.bidderId, amount: centsToMoney(hand), isAutomatic: false });
      bids.push({ bidderId: leaderId, amount: centsToMoney(counter), isAutomatic: true });
      price = counter;
      outbidByAutomatic = true;
    }
  }

  const newBidCount = vehicle.bidCount + bids.length;
  const newCurrentBid = centsToMoney(price);
  return {
    ok: true,
    kind: 'bids',
    bids,
    newCurrentBid,
    newBidCount,
    newHighBidderId: highBidderId,
    newEndTime: bids.length > 0 ? getExtendedEndTime(vehicle.auctionEndTime, now) : vehicle.auctionEndTime,
    isReserveMet: isReserveMet({
      currentBid: newCurrentBid,
      bidCount: newBidCount,
      reservePrice: vehicle.reservePrice,
    }),
    minimumNextBid: centsToMoney(
      getMinimumNextBidCents({ currentBid: newBidCount > 0 ? newCurrentBid : null, startingBid: vehicle.startingBid }),
    ),
    maximum,
    callerLeads: highBidderId === offer.bidderId,
    outbidByAutomatic,
  };
}

/**
 * A bidder may withdraw a maximum only while someone else leads (it can no longer act then), and
 * only while the auction runs (afterwards it is part of the record of the auction).
 */
export function evaluateRemoveMaximum(
  state: ProxyAuctionState,
  bidderId: string,
): { ok: true; maximum: MaximumChange } | { ok: false; reason: 'leading-cannot-remove' | 'not-active' } {
  if (state.vehicle.status !== 'active') return { ok: false, reason: 'not-active' };
  const leads = state.vehicle.bidCount > 0 && state.vehicle.highBidderId === bidderId;
  if (leads && state.leaderMaximum !== null) return { ok: false, reason: 'leading-cannot-remove' };
  return { ok: true, maximum: { kind: 'remove', bidderId } };
}
