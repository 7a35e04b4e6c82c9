import { describe, expect, it } from 'vitest';
import { makeBid } from '../testing/dashboard-fixtures';
import { pickHighestBidPerAuction } from './bids-per-auction';

describe('pickHighestBidPerAuction', () => {
  it.each([
    { name: 'no bids', bids: [], expected: [] },
    {
      name: 'three bids on one car become its highest',
      bids: [
        makeBid(3, 1, { amount: '9000.00' }),
        makeBid(2, 1, { amount: '8000.00' }),
        makeBid(1, 1, { amount: '7000.00' }),
      ],
      expected: [[1, '9000.00']],
    },
    {
      name: 'auctions ordered by their latest bid, each with its highest',
      bids: [
        makeBid(4, 2, { amount: '500.00' }),
        makeBid(3, 1, { amount: '9000.00' }),
        makeBid(2, 2, { amount: '400.00' }),
        makeBid(1, 3, { amount: '100.00' }),
      ],
      expected: [
        [2, '500.00'],
        [1, '9000.00'],
        [3, '100.00'],
      ],
    },
    {
      name: 'amounts compared as money, not as text',
      bids: [makeBid(2, 1, { amount: '900.00' }), makeBid(1, 1, { amount: '10000.00' })],
      expected: [[1, '10000.00']],
    },
  ])('$name', ({ bids, expected }) => {
    expect(pickHighestBidPerAuction(bids).map((bid) => [Number(bid.vehicleId.slice(-12)), bid.amount])).toEqual(
      expected,
    );
  });
});
