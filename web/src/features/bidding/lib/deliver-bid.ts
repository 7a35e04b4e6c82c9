import type { PlaceBidResultDto } from '@autolicit/shared';
import { isApiError } from '../../../lib/api-client';
import { fetchBidAttempt, placeBid } from '../api/bid-api';

/** How long a bid is re-sent (same key) while no trustworthy answer comes back. */
export const BID_RESEND_WINDOW_MS = 12_000;
/** One send waits this long for its answer before it counts as lost. */
export const BID_ANSWER_TIMEOUT_MS = 8_000;
/** After the window: how often, and for how long, the attempt is looked up by its key. */
export const BID_LOOKUP_EVERY_MS = 2_000;
export const BID_LOOKUP_FOR_MS = 60_000;

/** The answer never came and the attempt could not be looked up: the one honest "unknown". */
export class BidUnconfirmedError extends Error {
  override readonly name = 'BidUnconfirmedError';
  constructor(readonly key: string) {
    super('bid outcome could not be confirmed');
  }
}

/** The lookup says no bid was stored under the key: it was not placed. */
export class BidNotPlacedError extends Error {
  override readonly name = 'BidNotPlacedError';
  constructor(readonly key: string) {
    super('bid was not placed');
  }
}

/**
 * Whether a failed send left the outcome unknown (so the same key is sent again): the network
 * failed, the answer timed out, a proxy answered 502/504, or the server says its database was cut
 * during the write. Every other answer is the bid's real outcome — including 503
 * SERVICE_UNAVAILABLE, which refuses before anything is written and is never re-sent by itself.
 */
export function isOutcomeUnknown(error: unknown): boolean {
  if (isApiError(error))
    return error.status === 502 || error.status === 504 || error.body?.code === 'BID_OUTCOME_UNKNOWN';
  if (error instanceof TypeError) return true;
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'AbortError' || name === 'TimeoutError';
}

/** 0.5 s, 1 s, 2 s, then 3 s between re-sends. */
export function getResendDelayMs(sends: number): number {
  return [500, 1000, 2000][sends - 1] ?? 3000;
}

/** What the bidder offers: a bid by hand, a maximum, or both; or the buy-now price as amount. */
export interface BidOffer {
  vehicleId: string;
  amount?: string | undefined;
  maxAmount?: string | undefined;
  buyNow?: boolean | undefined;
}

/** The environment a delivery waits in (the browser's by default; a fake clock in tests). */
export interface DeliveryEnvironment {
  isOnline(): boolean;
  now(): number;
  sleep(ms: number): Promise<void>;
}

export const browserEnvironment: DeliveryEnvironment = {
  isOnline: () => navigator.onLine,
  now: () => Date.now(),
  sleep: (ms) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
};

/** The server's answer to the offer, re-sent with the same key while it is lost; null once the window is over. */
async function resendWhileUnknown(
  offer: BidOffer,
  key: string,
  env: DeliveryEnvironment,
): Promise<PlaceBidResultDto | null> {
  const deadline = env.now() + BID_RESEND_WINDOW_MS;
  for (let sends = 1; ; sends += 1) {
    try {
      return await placeBid({ ...offer, idempotencyKey: key, signal: AbortSignal.timeout(BID_ANSWER_TIMEOUT_MS) });
    } catch (error) {
      if (!isOutcomeUnknown(error)) throw error;
    }
    const delay = getResendDelayMs(sends);
    if (env.now() + delay >= deadline) return null;
    await env.sleep(delay);
  }
}

/**
 * Places one bid and returns its real outcome, never "unknown" while it can still be learnt:
 * re-sends the same key while the answer is lost (the server stores one bid per key and replays its
 * answer), for at most BID_RESEND_WINDOW_MS — a bid is never sent later by itself — then asks what
 * became of the key (read-only) until the server says: accepted (its stored answer) or not placed.
 * `onChecking` is told once, when re-sending gave up and the attempt is being looked up.
 */
export async function deliverBid(
  offer: BidOffer,
  key: string,
  options: { onChecking?: () => void; env?: DeliveryEnvironment } = {},
): Promise<PlaceBidResultDto> {
  const env = options.env ?? browserEnvironment;
  const answer = await resendWhileUnknown(offer, key, env);
  if (answer) return answer;
  options.onChecking?.();
  return lookUpUntilKnown(offer.vehicleId, key, env);
}

/** Asks what became of the key until the server knows: its stored answer, or "not placed". */
async function lookUpUntilKnown(vehicleId: string, key: string, env: DeliveryEnvironment): Promise<PlaceBidResultDto> {
  const lookupUntil = env.now() + BID_LOOKUP_FOR_MS;
  while (env.now() < lookupUntil) {
    // undefined: offline, or the lookup itself failed (server away): ask again.
    const stored = env.isOnline() ? await fetchBidAttempt(vehicleId, key).catch(() => undefined) : undefined;
    if (stored === null) throw new BidNotPlacedError(key);
    if (stored) return stored;
    await env.sleep(BID_LOOKUP_EVERY_MS);
  }
  throw new BidUnconfirmedError(key);
}
