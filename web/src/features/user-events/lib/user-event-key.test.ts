import { describe, expect, it } from 'vitest';
import type { UserEvent } from './describe-user-event';
import { createSeenEvents, getUserEventKey } from './user-event-key';

const headline = { vehicleId: 'v1', year: 2019, make: 'Dacia', model: 'Duster' };
const serverTime = '2026-11-25T10:00:00.000Z';

describe('user event keys', () => {
  it('names a repeated fact the same and different facts differently', () => {
    const outbid = (currentBid: string, at = serverTime): UserEvent => ({
      kind: 'bid:outbid',
      payload: {
        ...headline,
        yourBid: '1000.00',
        maximumExceeded: false,
        currentBid,
        minimumNextBid: '1200.00',
        auctionEndTime: serverTime,
        serverTime: at,
      },
    });
    // A relayed repeat carries a later serverTime: still the same fact.
    expect(getUserEventKey(outbid('1100.00'))).toBe(getUserEventKey(outbid('1100.00', '2026-11-25T10:00:04.000Z')));
    expect(getUserEventKey(outbid('1100.00'))).not.toBe(getUserEventKey(outbid('1200.00')));
    const won: UserEvent = {
      kind: 'auction:won',
      payload: { ...headline, transactionId: 't1', finalPrice: '1.00', fee: '1.00', total: '2.00', serverTime },
    };
    const sold: UserEvent = {
      kind: 'auction:sold',
      payload: { ...headline, transactionId: 't1', finalPrice: '1.00', serverTime },
    };
    expect(getUserEventKey(won)).not.toBe(getUserEventKey(sold));
  });

  it('lets each key through once and forgets the oldest beyond its capacity', () => {
    const seen = createSeenEvents(2);
    expect([
      seen.isNew('a'),
      seen.isNew('a'),
      seen.isNew('b'),
      seen.isNew('c'),
      seen.isNew('a'),
      seen.isNew('c'),
    ]).toEqual([true, false, true, true, true, false]);
  });
});
