import { describe, expect, it } from 'vitest';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  NOTIFICATION_KINDS,
  NOTIFICATION_OPTIONS,
  notificationPreferencesInputSchema,
  resolveNotificationPreferences,
} from './notification-preferences.schema';

describe('notification preferences', () => {
  it('default to everything that is sent, on every channel it is sent on', () => {
    for (const kind of NOTIFICATION_KINDS)
      expect(Object.keys(DEFAULT_NOTIFICATION_PREFERENCES[kind]).sort()).toEqual(
        [...NOTIFICATION_OPTIONS[kind]].sort(),
      );
    expect(DEFAULT_NOTIFICATION_PREFERENCES.outbid).toEqual({ app: true, email: true, push: true });
  });

  it('apply a user’s choices over the defaults and ignore kinds that no longer exist', () => {
    const resolved = resolveNotificationPreferences([
      { kind: 'outbid', channel: 'push', enabled: false },
      { kind: 'ending-soon', channel: 'email', enabled: false },
      { kind: 'ending-soon', channel: 'push', enabled: true },
      { kind: 'retired-kind', channel: 'email', enabled: true },
    ]);
    expect(resolved.outbid).toEqual({ app: true, email: true, push: false });
    expect(resolved['ending-soon']).toEqual({ app: true, email: false });
    expect(resolved).not.toHaveProperty('retired-kind');
    // The defaults themselves are never changed.
    expect(DEFAULT_NOTIFICATION_PREFERENCES.outbid.push).toBe(true);
  });

  it.each([
    [{ outbid: { push: false } }, true],
    [{ outbid: { app: false }, 'listing-bid': { app: false } }, true],
    [{ 'reminder-2m': { app: false } }, false],
    [{}, true],
    [{ outbid: { sms: true } }, false],
    [{ 'ending-soon': { push: true } }, false],
    [{ 'not-a-kind': { email: true } }, false],
    [{ outbid: { email: 'no' } }, false],
  ])('accepts %j: %s', (input, ok) => {
    expect(notificationPreferencesInputSchema.safeParse(input).success).toBe(ok);
  });
});
