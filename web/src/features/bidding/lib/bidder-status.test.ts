import { describe, expect, it } from 'vitest';
import { deriveBidderStatus } from './bidder-status';

const base = {
  status: 'active' as const,
  currentBid: '15300.00',
  finalPrice: null,
  bidCount: 4,
  minimumNextBid: '15400.00',
};
const me = (isLeading: boolean, highestBid: string | null = '15300.00', maximum: string | null = null) => ({
  bidderAlias: 'Bidder 2',
  highestBid,
  isLeading,
  maximum,
});

describe('deriveBidderStatus', () => {
  it('says nothing to visitors, to people who never bid, and while the standing is unknown', () => {
    expect(deriveBidderStatus({ ...base, viewer: me(true) }, 'visitor')).toEqual({ kind: 'none' });
    expect(deriveBidderStatus({ ...base, viewer: null }, 'bidder')).toEqual({ kind: 'none' });
    expect(deriveBidderStatus({ ...base, viewer: undefined }, 'bidder')).toEqual({ kind: 'none' });
  });

  it('tells a bidder whether they lead, and what to bid when outbid', () => {
    expect(deriveBidderStatus({ ...base, viewer: me(true) }, 'bidder')).toEqual({
      kind: 'leading',
      highestBid: '15300.00',
      maximum: null,
    });
    expect(deriveBidderStatus({ ...base, viewer: me(false, '15200.00') }, 'bidder')).toEqual({
      kind: 'outbid',
      highestBid: '15200.00',
      minimumNextBid: '15400.00',
      maximum: null,
    });
  });

  it('shows a leader their own maximum, and an outbid holder that their maximum was exceeded', () => {
    // The automatic bid that leads is the current bid, even when the standing knew an older one.
    expect(deriveBidderStatus({ ...base, viewer: me(true, '15000.00', '18500.00') }, 'bidder')).toEqual({
      kind: 'leading',
      highestBid: '15300.00',
      maximum: '18500.00',
    });
    expect(deriveBidderStatus({ ...base, viewer: me(false, null, '15200.00') }, 'bidder')).toEqual({
      kind: 'outbid',
      highestBid: null,
      minimumNextBid: '15400.00',
      maximum: '15200.00',
    });
    expect(
      deriveBidderStatus(
        { ...base, status: 'sold', finalPrice: '15300.00', viewer: me(false, '14000.00', '15200.00') },
        'bidder',
      ),
    ).toEqual({
      kind: 'lost',
      highestBid: '15200.00',
      reserveNotMet: false,
    });
  });

  it('gives the winner the total to pay (bid + fee) only once the server sold it', () => {
    expect(deriveBidderStatus({ ...base, status: 'sold', finalPrice: '15300.00', viewer: me(true) }, 'bidder')).toEqual(
      {
        kind: 'won',
        finalPrice: '15300.00',
        fee: '350.00',
        total: '15650.00',
      },
    );
  });

  it('tells the others who bid that they lost, with their highest bid', () => {
    expect(
      deriveBidderStatus({ ...base, status: 'sold', finalPrice: '15300.00', viewer: me(false, '15200.00') }, 'bidder'),
    ).toEqual({
      kind: 'lost',
      highestBid: '15200.00',
      reserveNotMet: false,
    });
    // The leader of an auction that missed its reserve did not win either.
    expect(deriveBidderStatus({ ...base, status: 'ended', viewer: me(true) }, 'bidder')).toEqual({
      kind: 'lost',
      highestBid: '15300.00',
      reserveNotMet: true,
    });
  });

  it('says nothing about winning or losing an auction that was cancelled', () => {
    expect(deriveBidderStatus({ ...base, status: 'cancelled', viewer: me(true) }, 'bidder')).toEqual({ kind: 'none' });
    expect(deriveBidderStatus({ ...base, status: 'cancelled', viewer: null }, 'seller')).toEqual({ kind: 'none' });
  });

  it('tells the seller sold or unsold once closed, nothing while it runs', () => {
    expect(deriveBidderStatus({ ...base, viewer: null }, 'seller')).toEqual({ kind: 'none' });
    expect(deriveBidderStatus({ ...base, status: 'sold', finalPrice: '15300.00', viewer: null }, 'seller')).toEqual({
      kind: 'sellerSold',
      finalPrice: '15300.00',
    });
    expect(deriveBidderStatus({ ...base, status: 'ended', viewer: null }, 'seller')).toEqual({
      kind: 'sellerUnsold',
      highestBid: '15300.00',
    });
    expect(deriveBidderStatus({ ...base, status: 'ended', bidCount: 0, viewer: null }, 'seller')).toEqual({
      kind: 'sellerUnsold',
      highestBid: null,
    });
  });
});
