import {
  MAX_AMOUNT_EUR, calculateFeeSummary, getQuickBids, centsToMoney, eurosToCents, formatEuro, isMoneyString, toCents,
} from '@autolicit/shared';

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
export function feeSummaryDisplay(euros: number): FeeSummaryDisplay {
  const summary = calculateFeeSummary(centsToMoney(eurosToCents(euros)));
  return { bid: formatEuro(summary.bid), fee: formatEuro(summary.fee), total: formatEuro(summary.total) };
}

export interface QuickBid {
  increment: number;
  /** Whole euros. */
  amount: number;
  /** "Total if you win" (bid + fee), formatted. */
  totalIfWin: string;
}

/**
 * Quick-bid buttons: the shared rule's steps for this price (they scale with it), each never below
 * the server's minimum next bid, with the total paid on a win.
 */
export function quickBids(live: { currentBid: string; bidCount: number; minimumNextBid: string }): QuickBid[] {
  const minimum = moneyToWholeEuros(live.minimumNextBid);
  return getQuickBids({ currentBid: live.bidCount > 0 ? live.currentBid : null, startingBid: live.currentBid }).map((option) => {
    const amount = Math.max(moneyToWholeEuros(option.amount), minimum);
    return { increment: option.incrementEur, amount, totalIfWin: feeSummaryDisplay(amount).total };
  });
}

/**
 * The maximum offered in one tap when a bidder's maximum was exceeded: a middle quick step above
 * the minimum next bid (e.g. +500 € under 10.000 €), so the raised maximum also has room to defend.
 */
export function suggestMaximum(live: { currentBid: string; bidCount: number; minimumNextBid: string }): number {
  const options = quickBids(live);
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
export function newIdempotencyKey(random: Pick<Crypto, 'getRandomValues'> & Partial<Pick<Crypto, 'randomUUID'>> = globalThis.crypto): string {
  if (typeof random.randomUUID === 'function') return random.randomUUID();
  // randomUUID is missing outside secure contexts (plain http on a LAN address).
  const bytes = random.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
