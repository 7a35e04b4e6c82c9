import { DEFAULT_NOTIFICATION_PREFERENCES, type NotificationPreferences } from '@autolicit/shared';
import { describe, expect, it } from 'vitest';
import { isShownInApp } from './in-app-preference';

const switchedOff = (
  kind:
    | 'outbid'
    | 'auction-won'
    | 'listing-sold'
    | 'ending-soon'
    | 'listing-bid'
    | 'auction-lost'
    | 'listing-unsold'
    | 'reserve-met'
    | 'question-answered',
) =>
  ({
    ...DEFAULT_NOTIFICATION_PREFERENCES,
    [kind]: { ...DEFAULT_NOTIFICATION_PREFERENCES[kind], app: false },
  }) as NotificationPreferences;

describe('which user events show as a notice on the open page', () => {
  it.each([
    ['bid:outbid', 'outbid'],
    ['auction:won', 'auction-won'],
    ['auction:sold', 'listing-sold'],
    ['watchlist:ending-soon', 'ending-soon'],
    ['listing:bid-received', 'listing-bid'],
    ['auction:lost', 'auction-lost'],
    ['listing:unsold', 'listing-unsold'],
    ['listing:reserve-met', 'reserve-met'],
    ['question:answer-received', 'question-answered'],
  ] as const)('%s: shown by default, held back when "%s" in the app is off', (event, preference) => {
    expect(isShownInApp(event, DEFAULT_NOTIFICATION_PREFERENCES)).toBe(true);
    expect(isShownInApp(event, switchedOff(preference))).toBe(false);
    // Another kind switched off changes nothing for this one.
    const other = preference === 'outbid' ? 'listing-bid' : 'outbid';
    expect(isShownInApp(event, switchedOff(other))).toBe(true);
  });

  it.each(['auction:cancelled', 'auction:rescheduled', 'transaction:settled', 'trader:reviewed'] as const)(
    '%s: always shown (not optional)',
    (event) => {
      const allOff = Object.fromEntries(
        Object.entries(DEFAULT_NOTIFICATION_PREFERENCES).map(([kind, channels]) => [
          kind,
          Object.fromEntries(Object.keys(channels).map((channel) => [channel, false])),
        ]),
      ) as NotificationPreferences;
      expect(isShownInApp(event, allOff)).toBe(true);
    },
  );

  it('shows everything while the choices are not known yet', () => {
    expect(isShownInApp('bid:outbid', undefined)).toBe(true);
  });
});
