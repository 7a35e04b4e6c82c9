import type { BidDto } from '@autolicit/shared';
import { describe, expect, it } from 'vitest';
import { bidderNumber, isVehicleId, mergeBidHistory } from './bid-history';

const bid = (seq: number, overrides: Partial<BidDto> = {}): BidDto => ({
  id: `b${seq}`,
  vehicleId: 'v',
  amount: `${15000 + seq * 100}.00`,
  bidSeq: seq,
  bidderAlias: `Bidder ${seq}`,
  isMine: false,
  isAutomatic: false,
  createdAt: new Date(Date.UTC(2026, 10, 21, 10, seq)).toISOString(),
  ...overrides,
});

describe('mergeBidHistory', () => {
  it('dedupes by id, sorts newest first and labels only the first Highest', () => {
    const history = mergeBidHistory([bid(2, { isMine: true }), bid(1)], [bid(3), bid(2)]);
    expect(history.map((b) => b.id)).toEqual(['b3', 'b2', 'b1']);
    expect(history.map((b) => b.isHighest)).toEqual([true, false, false]);
    expect(history[1]!.isMine).toBe(true);
    expect(history[0]!.bidderNumber).toBe(3);
  });

  it('keeps isMine from either source and copes with missing lists', () => {
    expect(mergeBidHistory(undefined, [bid(1, { isMine: true })])[0]!.isMine).toBe(true);
    expect(mergeBidHistory([bid(1)], undefined)).toHaveLength(1);
    expect(mergeBidHistory(undefined, undefined)).toEqual([]);
  });
});

describe('helpers', () => {
  it('reads the bidder number and validates ids', () => {
    expect(bidderNumber('Bidder 12')).toBe(12);
    expect(bidderNumber('Someone')).toBeNull();
    expect(isVehicleId('0b7f9f5e-5f7a-4c4f-9a55-1d7d1f1e000a')).toBe(true);
    expect(isVehicleId('abc')).toBe(false);
    expect(isVehicleId(undefined)).toBe(false);
  });
});
