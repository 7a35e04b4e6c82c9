import type { PlaceBidResultDto } from '@autolicit/shared';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { BID_LOOKUP_FOR_MS, BID_RESEND_WINDOW_MS, BidNotPlacedError, BidUnconfirmedError, deliverBid, isOutcomeUnknown } from './deliver-bid';

const accepted = { bid: { id: 'b1', amount: '1100.00' } } as unknown as PlaceBidResultDto;
const apiError = (status: number, code?: string) =>
  new ApiError(status, '', '', code ? { message: code, code, messageKey: 'errors.serviceUnavailable' } as never : null);

/** A clock that moves only when the code sleeps. */
function fakeTime() {
  let now = 0;
  return { now: () => now, sleep: vi.fn(async (ms: number) => void (now += ms)) };
}

function deps(send: (key: string) => Promise<PlaceBidResultDto>, lookup: (key: string) => Promise<PlaceBidResultDto | null> = async () => null, online = () => true) {
  const time = fakeTime();
  return { send: vi.fn(send), lookup: vi.fn(lookup), isOnline: online, onChecking: vi.fn(), ...time };
}

describe('deliverBid', () => {
  it('re-sends a bid whose answer was lost with the same key, and reports the one answer', async () => {
    let calls = 0;
    const d = deps(async () => {
      calls += 1;
      if (calls === 1) throw new TypeError('Failed to fetch');
      if (calls === 2) throw apiError(504);
      return accepted;
    });
    await expect(deliverBid('key-1234', d)).resolves.toBe(accepted);
    expect(d.send.mock.calls).toEqual([['key-1234'], ['key-1234'], ['key-1234']]);
    expect(d.lookup).not.toHaveBeenCalled();
  });

  it('takes a refusal as the answer: 503 "unavailable" and a too-low bid are never re-sent', async () => {
    for (const refusal of [apiError(503, 'SERVICE_UNAVAILABLE'), apiError(400, 'BID_TOO_LOW')]) {
      const d = deps(async () => {
        throw refusal;
      });
      await expect(deliverBid('key-1234', d)).rejects.toBe(refusal);
      expect(d.send).toHaveBeenCalledOnce();
    }
  });

  it('re-sends when the server says the database was cut during the write', () => {
    expect(isOutcomeUnknown(apiError(503, 'BID_OUTCOME_UNKNOWN'))).toBe(true);
    expect(isOutcomeUnknown(Object.assign(new Error('timed out'), { name: 'TimeoutError' }))).toBe(true);
    expect(isOutcomeUnknown(apiError(409, 'AUCTION_CLOSED'))).toBe(false);
  });

  it('stops re-sending after the window and asks what became of the key: stored means accepted', async () => {
    const d = deps(async () => {
      throw new TypeError('Failed to fetch');
    }, async () => accepted);
    await expect(deliverBid('key-1234', d)).resolves.toBe(accepted);
    expect(d.now()).toBeLessThanOrEqual(BID_RESEND_WINDOW_MS);
    expect(d.send.mock.calls.length).toBeGreaterThan(2);
    expect(d.onChecking).toHaveBeenCalledOnce();
    expect(d.lookup).toHaveBeenCalledWith('key-1234');
  });

  it('reports "not placed" when nothing was stored under the key', async () => {
    const d = deps(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(deliverBid('key-1234', d)).rejects.toBeInstanceOf(BidNotPlacedError);
  });

  it('keeps asking while offline and says "unconfirmed" only when it never could', async () => {
    const d = deps(async () => {
      throw new TypeError('Failed to fetch');
    }, async () => accepted, () => false);
    await expect(deliverBid('key-1234', d)).rejects.toBeInstanceOf(BidUnconfirmedError);
    expect(d.lookup).not.toHaveBeenCalled();
    expect(d.now()).toBeGreaterThanOrEqual(BID_LOOKUP_FOR_MS);
  });
});
