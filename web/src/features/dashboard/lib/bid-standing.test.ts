import { describe, expect, it } from 'vitest';
import { makeBid } from '../testing/dashboard-fixtures';
import { bidStanding, isBidAuctionClosed } from './bid-standing';

const live = (currentBid: string, status: 'active' | 'sold' | 'ended' = 'active') => ({ currentBid, status });

describe('bidStanding', () => {
  it('follows the server while nothing live is known', () => {
    const leading = makeBid(1, 1, { amount: '7300.00', isHighest: true });
    const beaten = makeBid(2, 2, { amount: '5000.00', isHighest: false });
    expect(bidStanding(leading, [leading, beaten], undefined)).toBe('highest');
    expect(bidStanding(beaten, [leading, beaten], undefined)).toBe('outbid');
  });

  it('turns "highest" into "outbid" when the live current bid is above the bid', () => {
    const bid = makeBid(1, 1, { amount: '7300.00', isHighest: true });
    expect(bidStanding(bid, [bid], live('7300.00'))).toBe('highest');
    expect(bidStanding(bid, [bid], live('7400.00'))).toBe('outbid');
  });

  it('ignores a live state older than the list (a lower current bid)', () => {
    const bid = makeBid(1, 1, { amount: '7300.00', isHighest: true });
    expect(bidStanding(bid, [bid], live('6000.00'))).toBe('highest');
  });

  it('calls an older bid "raised" when the user leads with a later bid of their own', () => {
    const newer = makeBid(2, 1, { amount: '8000.00', isHighest: true });
    const older = makeBid(1, 1, { amount: '7300.00', isHighest: false });
    const own = [newer, older];
    expect(bidStanding(older, own, undefined)).toBe('raised');
    expect(bidStanding(newer, own, undefined)).toBe('highest');
    // Somebody else bid above the newer one: both are beaten.
    expect(bidStanding(older, own, live('8100.00'))).toBe('outbid');
    expect(bidStanding(newer, own, live('8100.00'))).toBe('outbid');
  });

  it("follows the user's own live standing, so a higher bid of theirs from another device reads as raised", () => {
    const bid = makeBid(1, 1, { amount: '7300.00', isHighest: true });
    const standing = (isLeading: boolean, highestBid: string) => ({
      ...live('7400.00'),
      viewer: { bidderAlias: 'Bidder 2', highestBid, isLeading, maximum: null },
    });
    expect(bidStanding(bid, [bid], standing(true, '7400.00'))).toBe('raised');
    expect(bidStanding(bid, [bid], standing(false, '7300.00'))).toBe('outbid');
    // Leading at the list's own bid (a maximum defends it): still the highest.
    expect(
      bidStanding(bid, [bid], {
        ...live('7300.00'),
        viewer: { bidderAlias: 'Bidder 2', highestBid: '7300.00', isLeading: true, maximum: '9000.00' },
      }),
    ).toBe('highest');
  });

  it('says "won" for the leading bid of an auction that closed as sold', () => {
    const bid = makeBid(1, 1, { amount: '7300.00', isHighest: true, vehicle: { status: 'sold' } });
    expect(bidStanding(bid, [bid], undefined)).toBe('won');
    const running = makeBid(2, 2, { amount: '7300.00', isHighest: true });
    expect(bidStanding(running, [running], live('7300.00', 'sold'))).toBe('won');
    const unsold = makeBid(3, 3, { isHighest: true, vehicle: { status: 'ended' } });
    expect(bidStanding(unsold, [unsold], undefined)).toBe('highest');
  });

  it('compares money exactly, in cents', () => {
    const bid = makeBid(1, 1, { amount: '7300.10', isHighest: true });
    expect(bidStanding(bid, [bid], live('7300.10'))).toBe('highest');
    expect(bidStanding(bid, [bid], live('7300.11'))).toBe('outbid');
  });
});

describe('isBidAuctionClosed', () => {
  it('prefers the live status to the one read with the list', () => {
    const bid = makeBid(1, 1);
    expect(isBidAuctionClosed(bid, undefined)).toBe(false);
    expect(isBidAuctionClosed(bid, { status: 'ended' })).toBe(true);
    expect(isBidAuctionClosed(makeBid(2, 2, { vehicle: { status: 'sold' } }), undefined)).toBe(true);
  });
});
