import { describe, expect, it } from 'vitest';
import { makeBid, makeTransaction, makeVehicle, makeWatchlistEntry } from '../testing/dashboard-fixtures';
import { countActiveBids, countCompletedTransactions, isCapped, isNewAccount } from './dashboard-stats';

describe('countActiveBids', () => {
  it('counts running auctions once each, however many bids the user placed on them', () => {
    const bids = [
      makeBid(1, 1),
      makeBid(2, 1, { amount: '7000.00', isHighest: false }),
      makeBid(3, 2),
      makeBid(4, 3, { vehicle: { status: 'sold' } }),
      makeBid(5, 4, { vehicle: { status: 'ended' } }),
    ];
    expect(countActiveBids(bids)).toBe(2);
    expect(countActiveBids([])).toBe(0);
  });
});

describe('countCompletedTransactions', () => {
  it('counts only the completed payments', () => {
    const transactions = [
      makeTransaction(1, 1, { paymentStatus: 'completed' }),
      makeTransaction(2, 2, { paymentStatus: 'pending' }),
      makeTransaction(3, 3, { paymentStatus: 'failed' }),
      makeTransaction(4, 4, { paymentStatus: 'completed' }),
    ];
    expect(countCompletedTransactions(transactions)).toBe(2);
  });
});

describe('isNewAccount', () => {
  const empty = { bids: [], watchlist: [], listings: [], transactions: [] };

  it('is true only when every list arrived empty', () => {
    expect(isNewAccount(empty)).toBe(true);
    expect(isNewAccount({ ...empty, watchlist: [makeWatchlistEntry(makeVehicle(1))] })).toBe(false);
    expect(isNewAccount({ ...empty, listings: [makeVehicle(2)] })).toBe(false);
  });

  it('is false while a list is loading or failed (undefined)', () => {
    expect(isNewAccount({ ...empty, transactions: undefined })).toBe(false);
  });
});

describe('isCapped', () => {
  it('treats a full page as a lower bound', () => {
    expect(isCapped(99, 100)).toBe(false);
    expect(isCapped(100, 100)).toBe(true);
  });
});
