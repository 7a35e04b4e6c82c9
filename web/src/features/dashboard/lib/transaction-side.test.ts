import { describe, expect, it } from 'vitest';
import { OTHER_USER_ID, USER_ID, makeTransaction } from '../testing/dashboard-fixtures';
import { PAYMENT_STATUS_COLORS, transactionSide, transactionTotal } from './transaction-side';

describe('transactionSide', () => {
  it('is a purchase for the buyer and a sale for the seller', () => {
    expect(transactionSide(makeTransaction(1, 1, { buyerId: USER_ID }), USER_ID)).toBe('purchase');
    expect(transactionSide(makeTransaction(2, 2, { buyerId: OTHER_USER_ID, sellerId: USER_ID }), USER_ID)).toBe('sale');
  });
});

describe('transactionTotal', () => {
  it('adds the fee to the final price in exact cents', () => {
    expect(transactionTotal({ finalPrice: '15300.00', fee: '350.00' })).toBe('15650.00');
    expect(transactionTotal({ finalPrice: '0.10', fee: '0.20' })).toBe('0.30');
  });
});

describe('PAYMENT_STATUS_COLORS', () => {
  it('gives each payment status its own colour', () => {
    expect(new Set(Object.values(PAYMENT_STATUS_COLORS)).size).toBe(3);
  });
});
