import { describe, expect, it } from 'vitest';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  NOTIFICATION_KINDS,
  NOTIFICATION_OPTIONS,
  notificationPreferencesInputSchema,
  resolveNotificationPreferences,
} from './notification-preferences.schema';

describe('notification preferences', () => {
  it('have a default for every channel each kind is sent on, and for nothing else', () => {
    for (const kind of NOTIFICATION_KINDS)
      expect(Object.keys(DEFAULT_NOTIFICATION_PREFERENCES[kind]).sort()).toEqual(
        [...NOTIFICATION_OPTIONS[kind]].sort(),
      );
  });

  it.each([
    // Outbid, won, lost and the seller's outcomes: on every channel.
    ['outbid', { app: true, email: true, push: true }],
    ['auction-won', { app: true, email: true, push: true }],
    ['auction-lost', { app: true, email: true, push: true }],
    ['listing-sold', { app: true, email: true, push: true }],
    ['listing-unsold', { app: true, email: true, push: true }],
    ['reserve-met', { app: true, email: true, push: true }],
    ['listing-bid', { app: true, push: true }],
    // Reminders come by push; the watchlist's 10 minutes keep the open app's notice, the e-mail waits to be chosen.
    ['ending-soon', { app: true, email: false }],
    ['reminder-60m', { push: false }],
    ['reminder-15m', { push: true }],
    ['reminder-2m', { push: true }],
    ['saved-search', { email: true, push: true }],
  ] as const)('default %s to %j', (kind, channels) => {
    expect(DEFAULT_NOTIFICATION_PREFERENCES[kind]).toEqual(channels);
  });

  it('apply a user’s choices over the defaults and ignore kinds that no longer exist', () => {
    const resolved = resolveNotificationPreferences([
      { kind: 'outbid', channel: 'push', enabled: false },
      { kind: 'ending-soon', channel: 'email', enabled: true },
      { kind: 'ending-soon', channel: 'push', enabled: true },
      { kind: 'retired-kind', channel: 'email', enabled: true },
    ]);
    expect(resolved.outbid).toEqual({ app: true, email: true, push: false });
    expect(resolved['ending-soon']).toEqual({ app: true, email: true });
    expect(resolved).not.toHaveProperty('retired-kind');
    // The defaults themselves are never changed.
    expect(DEFAULT_NOTIFICATION_PREFERENCES.outbid.push).toBe(true);
  });

  it.each([
    [{ outbid: { push: false } }, true],
    [{ outbid: { app: false }, 'listing-bid': { app: false } }, true],
    [{ 'reminder-2m': { app: false } }, false],
    [{ 'auction-lost': { email: false }, 'listing-unsold': { app: false }, 'reserve-met': { email: false } }, true],
    [{}, true],
    [{ outbid: { sms: true } }, false],
    [{ 'ending-soon': { push: true } }, false],
    [{ 'not-a-kind': { email: true } }, false],
    [{ outbid: { email: 'no' } }, false],
  ])('accepts %j: %s', (input, ok) => {
    expect(notificationPreferencesInputSchema.safeParse(input).success).toBe(ok);
  });
});
