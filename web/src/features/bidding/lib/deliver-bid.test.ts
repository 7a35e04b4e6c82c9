import type { PlaceBidResultDto } from '@autolicit/shared';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { fetchBidAttempt, placeBid } from '../api/bid-api';
import {
  BID_LOOKUP_FOR_MS,
  BID_RESEND_WINDOW_MS,
  BidNotPlacedError,
  BidUnconfirmedError,
  deliverBid,
  isOutcomeUnknown,
} from './deliver-bid';

vi.mock('../api/bid-api', () => ({ placeBid: vi.fn(), fetchBidAttempt: vi.fn() }));

const accepted = { bid: { id: 'b1', amount: '1100.00' } } as unknown as PlaceBidResultDto;
const offer = { vehicleId: 'v-1', amount: '1100.00' };
const apiError = (status: number, code?: string) =>
  new ApiError(
    status,
    '',
    '',
    code ? ({ message: code, code, messageKey: 'errors.serviceUnavailable' } as never) : null,
  );

/** A clock that moves only when the code sleeps. */
function fakeTime() {
  let now = 0;
  return { now: () => now, sleep: vi.fn(async (ms: number) => void (now += ms)) };
}

/** The API answers sends with `send` and lookups with `lookup`; each call's key is what was sent. */
function deps(
  send: (key: string) => Promise<PlaceBidResultDto>,
  lookup: (key: string) => Promise<PlaceBidResultDto | null> = async () => null,
  online = () => true,
) {
  vi.clearAllMocks();
  vi.mocked(placeBid).mockImplementation((input) => send(input.idempotencyKey));
  vi.mocked(fetchBidAttempt).mockImplementation((_vehicleId, key) => lookup(key));
  const env = { isOnline: online, ...fakeTime() };
  const sentKeys = () => vi.mocked(placeBid).mock.calls.map(([input]) => [input.idempotencyKey]);
  return {
    env,
    onChecking: vi.fn(),
    now: env.now,
    sentKeys,
    send: vi.mocked(placeBid),
    lookup: vi.mocked(fetchBidAttempt),
  };
}

const deliver = (d: ReturnType<typeof deps>) => deliverBid(offer, 'key-1234', { env: d.env, onChecking: d.onChecking });

describe('deliverBid', () => {
  it('re-sends a bid whose answer was lost with the same key, and reports the one answer', async () => {
    let calls = 0;
    const d = deps(async () => {
      calls += 1;
      if (calls === 1) throw new TypeError('Failed to fetch');
      if (calls === 2) throw apiError(504);
      return accepted;
    });
    await expect(deliver(d)).resolves.toBe(accepted);
    expect(d.sentKeys()).toEqual([['key-1234'], ['key-1234'], ['key-1234']]);
    expect(d.lookup).not.toHaveBeenCalled();
  });

  it('takes a refusal as the answer: 503 "unavailable" and a too-low bid are never re-sent', async () => {
    for (const refusal of [apiError(503, 'SERVICE_UNAVAILABLE'), apiError(400, 'BID_TOO_LOW')]) {
      const d = deps(async () => {
        throw refusal;
      });
      await expect(deliver(d)).rejects.toBe(refusal);
      expect(d.send).toHaveBeenCalledOnce();
    }
  });

  it('re-sends when the server says the database was cut during the write', () => {
    expect(isOutcomeUnknown(apiError(503, 'BID_OUTCOME_UNKNOWN'))).toBe(true);
    expect(isOutcomeUnknown(Object.assign(new Error('timed out'), { name: 'TimeoutError' }))).toBe(true);
    expect(isOutcomeUnknown(apiError(409, 'AUCTION_CLOSED'))).toBe(false);
  });

  it('stops re-sending after the window and asks what became of the key: stored means accepted', async () => {
    const d = deps(
      async () => {
        throw new TypeError('Failed to fetch');
      },
      async () => accepted,
    );
    await expect(deliver(d)).resolves.toBe(accepted);
    expect(d.now()).toBeLessThanOrEqual(BID_RESEND_WINDOW_MS);
    expect(d.send.mock.calls.length).toBeGreaterThan(2);
    expect(d.onChecking).toHaveBeenCalledOnce();
    expect(d.lookup).toHaveBeenCalledWith('v-1', 'key-1234');
  });

  it('reports "not placed" when nothing was stored under the key', async () => {
    const d = deps(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(deliver(d)).rejects.toBeInstanceOf(BidNotPlacedError);
  });

  it('keeps asking while offline and says "unconfirmed" only when it never could', async () => {
    const d = deps(
      async () => {
        throw new TypeError('Failed to fetch');
      },
      async () => accepted,
      () => false,
    );
    await expect(deliver(d)).rejects.toBeInstanceOf(BidUnconfirmedError);
    expect(d.lookup).not.toHaveBeenCalled();
    expect(d.now()).toBeGreaterThanOrEqual(BID_LOOKUP_FOR_MS);
  });
});
