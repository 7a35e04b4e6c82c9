import type { PlaceBidResultDto } from '@autolicit/shared';
import { isApiError } from '../../../lib/api-client';

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
  if (isApiError(error)) return error.status === 502 || error.status === 504 || error.body?.code === 'BID_OUTCOME_UNKNOWN';
  if (error instanceof TypeError) return true;
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'AbortError' || name === 'TimeoutError';
}

/** 0.5 s, 1 s, 2 s, then 3 s between re-sends. */
export function getResendDelayMs(sends: number): number {
  return [500, 1000, 2000][sends - 1] ?? 3000;
}

export interface DeliverBidDeps {
  /** Sends the bid with this key; rejects with what fetch or the API gave. */
  send(key: string): Promise<PlaceBidResultDto>;
  /** The stored answer for the key, or null when no bid was stored under it (404). */
  lookup(key: string): Promise<PlaceBidResultDto | null>;
  isOnline(): boolean;
  now(): number;
  sleep(ms: number): Promise<void>;
  /** Called once when re-sending gave up and the attempt is being looked up. */
  onChecking?(): void;
}

/**
 * Places one bid and returns its real outcome, never "unknown" while it can still be learnt:
 * re-sends the same key while the answer is lost (the server stores one bid per key and replays its
 * answer), for at most BID_RESEND_WINDOW_MS — a bid is never sent later by itself — then asks what
 * became of the key (read-only) until the server says: accepted (its stored answer) or not placed.
 */
export async function deliverBid(key: string, deps: DeliverBidDeps): Promise<PlaceBidResultDto> {
  const deadline = deps.now() + BID_RESEND_WINDOW_MS;
  for (let sends = 1; ; sends += 1) {
    try {
      return await deps.send(key);
    } catch (error) {
      if (!isOutcomeUnknown(error)) throw error;
    }
    const delay = getResendDelayMs(sends);
    if (deps.now() + delay >= deadline) break;
    await deps.sleep(delay);
  }
  deps.onChecking?.();
  const lookupUntil = deps.now() + BID_LOOKUP_FOR_MS;
  while (deps.now() < lookupUntil) {
    if (deps.isOnline()) {
      try {
        const stored = await deps.lookup(key);
        if (stored) return stored;
        throw new BidNotPlacedError(key);
      } catch (error) {
        if (error instanceof BidNotPlacedError) throw error;
        // The lookup itself failed (still offline, server away): ask again.
      }
    }
    await deps.sleep(BID_LOOKUP_EVERY_MS);
  }
  throw new BidUnconfirmedError(key);
}
