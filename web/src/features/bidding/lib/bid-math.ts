import {
  type Language,
  MAX_AMOUNT_EUR,
  calculateFeeSummary,
  getNextBidOffer,
  getQuickBids,
  centsToMoney,
  eurosToCents,
  isMoneyString,
  toCents,
} from '@autolicit/shared';
import type { LiveVehicleState } from '../../../stores/live-vehicles-store';
import { currentLanguage, formatPrice } from '../../../lib/i18n';

/** Bid amounts in the UI are whole euros (the NumberInput); the API takes decimal strings. */

/** A decimal money string ("15300.00") as whole euros, rounded up so a minimum is never undershot. */
export function moneyToWholeEuros(value: string): number {
  const cents = toCents(value);
  return Number((cents + 99n) / 100n);
}

/** Whole euros as the API's amount string ("15300"). */
export function wholeEurosToAmount(euros: number): string {
  return String(Math.trunc(euros));
}

export function isWholeEuroAmount(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

export interface FeeSummaryDisplay {
  bid: string;
  fee: string;
  total: string;
}

/** The confirmation dialog's lines (spec §9): bid, fee = 200 € + 10 € per full 1,000 €, total. */
export function feeSummaryDisplay(euros: number, language: Language = currentLanguage()): FeeSummaryDisplay {
  const summary = calculateFeeSummary(centsToMoney(eurosToCents(euros)));
  return {
    bid: formatPrice(summary.bid, language),
    fee: formatPrice(summary.fee, language),
    total: formatPrice(summary.total, language),
  };
}

export interface QuickBid {
  increment: number;
  /** Whole euros. */
  amount: number;
  /** "Total if you win" (bid + fee), formatted. */
  totalIfWin: string;
  /** The offer reaches the buy-now price: it is "buy now" at that price, not a bid. */
  isBuyNow: boolean;
}

type QuickBidInput = Pick<LiveVehicleState, 'currentBid' | 'bidCount' | 'minimumNextBid' | 'buyNowPrice'>;

const quickBidLevel = (live: QuickBidInput) => ({
  currentBid: live.bidCount > 0 ? live.currentBid : null,
  startingBid: live.currentBid,
  buyNowPrice: live.buyNowPrice,
});

/**
 * Quick-bid buttons: the shared rule's steps for this price (they scale with it), each never below
 * the server's minimum next bid nor above the buy-now price (the first to reach it is "buy now"),
 * with the total paid on a win.
 */
export function quickBids(live: QuickBidInput): QuickBid[] {
  const minimum = moneyToWholeEuros(live.minimumNextBid);
  return getQuickBids(quickBidLevel(live)).map((option) => {
    const amount = option.isBuyNow
      ? moneyToWholeEuros(option.amount)
      : Math.max(moneyToWholeEuros(option.amount), minimum);
    return {
      increment: option.incrementEur,
      amount,
      totalIfWin: feeSummaryDisplay(amount).total,
      isBuyNow: option.isBuyNow,
    };
  });
}

/**
 * The one-tap offer of the phone bar and the browse cards: the minimum next bid, or buy now once
 * the minimum reaches the buy-now price (the server would take that bid as a purchase).
 */
export function nextBidOffer(live: QuickBidInput): { amount: number; isBuyNow: boolean } {
  const offer = getNextBidOffer(quickBidLevel(live));
  return offer.isBuyNow
    ? { amount: moneyToWholeEuros(offer.amount), isBuyNow: true }
    : { amount: moneyToWholeEuros(live.minimumNextBid), isBuyNow: false };
}

/**
 * The maximum offered in one tap when a bidder's maximum was exceeded (or a leader wants room): a
 * middle quick step above the minimum next bid (e.g. +500 € under 10.000 €), so the raised maximum
 * also has room to defend. Never a buy-now step: a maximum at the buy-now price would buy at once.
 */
export function suggestMaximum(live: QuickBidInput): number {
  const options = quickBids(live).filter((option) => !option.isBuyNow);
  return options[Math.min(2, options.length - 1)]?.amount ?? moneyToWholeEuros(live.minimumNextBid);
}

export function isBelowMinimum(amount: number | '' | null | undefined, minimumNextBid: string): boolean {
  if (!isWholeEuroAmount(amount)) return true;
  return eurosToCents(amount) < toCents(minimumNextBid);
}

/** Above the marketplace's ceiling (10,000,000 €): the server would refuse it, so the form does first. */
export function isAboveCeiling(amount: number | '' | null | undefined): boolean {
  return isWholeEuroAmount(amount) && amount > MAX_AMOUNT_EUR;
}

/**
 * When the live minimum moves (someone outbid us), the input follows it unless the user already
 * typed a higher amount.
 */
export function amountAfterMinimumChange(amount: number | '', minimumEuros: number): number {
  return amount === '' || amount < minimumEuros ? minimumEuros : amount;
}

/** Buy-now is offered while the current bid is below the buy-now price. */
export function canBuyNow(buyNowPrice: string | null, currentBid: string): buyNowPrice is string {
  if (!buyNowPrice || !isMoneyString(buyNowPrice) || !isMoneyString(currentBid)) return false;
  return toCents(currentBid) < toCents(buyNowPrice);
}

/** A fresh key per confirmed bid, so a retried request never places the bid twice. */
export function newIdempotencyKey(
  random: Pick<Crypto, 'getRandomValues'> & Partial<Pick<Crypto, 'randomUUID'>> = globalThis.crypto,
): string {
  if (typeof random.randomUUID === 'function') return random.randomUUID();
  // randomUUID is missing outside secure contexts (plain http on a LAN address).
  const bytes = random.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
