import { z } from 'zod';
import type { EndingReminderMinutes } from '../constants';
import { msg } from './common.schema';

/**
 * `app`: a notice on whatever page of the app is open (the live room of the user); the vehicle
 * page's own live state (price, standing, the end) is not a notice and always shows.
 */
export const NOTIFICATION_CHANNELS = ['app', 'email', 'push'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/**
 * What a user can choose to be told, and on which channels it is sent. Only what the
 * platform sends is listed: a switch that changed nothing would be a false promise. Account and
 * payment messages (a password reset, a sale settled, an auction cancelled or rescheduled) are not
 * optional and not listed.
 */
export const NOTIFICATION_OPTIONS = {
  /** Outbid by a hand or an automatic bid, or the maximum bid beaten. */
  outbid: ['app', 'email', 'push'],
  /** A watched auction's last 10 minutes (the e-mail is off until chosen: reminders are push's). */
  'ending-soon': ['app', 'email'],
  'auction-won': ['app', 'email', 'push'],
  /** An auction the user bid on ended with another buyer or without a sale. */
  'auction-lost': ['app', 'email', 'push'],
  'listing-sold': ['app', 'email', 'push'],
  /** The seller's auction ended without a sale (no bids, or the reserve not reached). */
  'listing-unsold': ['app', 'email', 'push'],
  /** A new high bid on the seller's listing. */
  'listing-bid': ['app', 'push'],
  /** The seller's reserve reached by a bid. */
  'reserve-met': ['app', 'email', 'push'],
  /** Push reminders before the end of an auction the user watches or bid on. */
  'reminder-60m': ['push'],
  'reminder-15m': ['push'],
  'reminder-2m': ['push'],
  /** A new listing matching a saved search whose alert is instant (its digest is an e-mail). */
  'saved-search': ['email', 'push'],
  /** To the seller: a question asked on their listing. */
  'question-asked': ['app', 'email', 'push'],
  /**
   * The seller answered a question of the listing: by push to its asker, bidders and watchers; in the
   * app and by e-mail to its asker only.
   */
  'question-answered': ['app', 'email', 'push'],
} as const satisfies Record<string, readonly NotificationChannel[]>;

export type NotificationKind = keyof typeof NOTIFICATION_OPTIONS;
export const NOTIFICATION_KINDS = Object.keys(NOTIFICATION_OPTIONS) as NotificationKind[];

export type NotificationPreferences = {
  [K in NotificationKind]: Record<(typeof NOTIFICATION_OPTIONS)[K][number], boolean>;
};

/**
 * Until a user chooses: everything that is sent is on (outbid, won, lost and the seller's outcomes on
 * every channel), but for the reminders that would duplicate or swamp the others: the reminder an
 * hour before the end, which would come for every auction watched, and the watchlist's 10-minute
 * e-mail, since reminders come by push (15 and 2 minutes before) and the open app's notice.
 */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  outbid: { app: true, email: true, push: true },
  'ending-soon': { app: true, email: false },
  'auction-won': { app: true, email: true, push: true },
  'auction-lost': { app: true, email: true, push: true },
  'listing-sold': { app: true, email: true, push: true },
  'listing-unsold': { app: true, email: true, push: true },
  'listing-bid': { app: true, push: true },
  'reserve-met': { app: true, email: true, push: true },
  'reminder-60m': { push: false },
  'reminder-15m': { push: true },
  'reminder-2m': { push: true },
  'saved-search': { email: true, push: true },
  'question-asked': { app: true, email: true, push: true },
  'question-answered': { app: true, email: true, push: true },
};

/** The preference that holds a reminder's choice. */
export const reminderPreferenceOf = (minutes: EndingReminderMinutes) => `reminder-${minutes}m` as const;

/** Whether a kind is sent on a channel at all (and so can be chosen). */
export function isNotificationOption(kind: string, channel: string): boolean {
  const channels: readonly string[] | undefined = NOTIFICATION_OPTIONS[kind as NotificationKind];
  return channels?.includes(channel) ?? false;
}

/** The user's choices over the defaults; choices for options that no longer exist are ignored. */
export function resolveNotificationPreferences(
  choices: readonly { kind: string; channel: string; enabled: boolean }[],
): NotificationPreferences {
  const resolved = structuredClone(DEFAULT_NOTIFICATION_PREFERENCES);
  for (const choice of choices) {
    if (!isNotificationOption(choice.kind, choice.channel)) continue;
    (resolved[choice.kind as NotificationKind] as Record<string, boolean>)[choice.channel] = choice.enabled;
  }
  return resolved;
}

/** `PUT /api/notification-preferences`: any part of the table; what is left out stays as it was. */
export const notificationPreferencesInputSchema = z.strictObject(
  Object.fromEntries(
    Object.entries(NOTIFICATION_OPTIONS).map(([kind, channels]) => [
      kind,
      z
        .strictObject(
          Object.fromEntries(channels.map((channel) => [channel, z.boolean().optional()])),
          msg('preferences.invalid'),
        )
        .optional(),
    ]),
  ),
  msg('preferences.invalid'),
) as unknown as z.ZodType<{
  [K in NotificationKind]?: Partial<NotificationPreferences[K]>;
}>;
export type NotificationPreferencesInput = z.infer<typeof notificationPreferencesInputSchema>;
