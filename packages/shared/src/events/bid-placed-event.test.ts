import { describe, expect, it } from 'vitest';
import { toBidPlacedEvent } from './bid-placed-event';

const bid = {
  id: 'b-3',
  bidSeq: 3,
  bidderAlias: 'Ofertant 2',
  amount: '12300.00',
  createdAt: '2026-11-29T10:00:00.000Z',
  isAutomatic: true,
};

describe('toBidPlacedEvent', () => {
  it('states the auction as it stood right after the bid', () => {
    expect(
      toBidPlacedEvent({
        vehicleId: 'v-1',
        bid,
        isReserveMet: false,
        hasReserve: true,
        auctionEndTime: '2026-11-29T10:02:00.000Z',
        isPurchase: false,
        serverTime: '2026-11-29T10:00:00.100Z',
      }),
    ).toEqual({
      vehicleId: 'v-1',
      bidId: 'b-3',
      bidSeq: 3,
      bidderAlias: 'Ofertant 2',
      amount: '12300.00',
      createdAt: '2026-11-29T10:00:00.000Z',
      currentBid: '12300.00',
      bidCount: 3,
      minimumNextBid: '12400.00',
      isReserveMet: false,
      auctionEndTime: '2026-11-29T10:02:00.000Z',
      isPurchase: false,
      isAutomatic: true,
      hasReserve: true,
      serverTime: '2026-11-29T10:00:00.100Z',
    });
  });

  it.each([
    ['100.00', '200.00'],
    ['9999.99', '10099.99'],
  ])('puts the minimum next bid 100 € above a bid of %s', (amount, minimumNextBid) => {
    const fact = toBidPlacedEvent({
      vehicleId: 'v-1',
      bid: { ...bid, amount },
      isReserveMet: true,
      hasReserve: false,
      auctionEndTime: '2026-11-29T10:02:00.000Z',
      isPurchase: true,
      serverTime: '2026-11-29T10:00:00.100Z',
    });
    expect(fact.minimumNextBid).toBe(minimumNextBid);
    expect(fact.currentBid).toBe(amount);
  });
});
