import {
  type NotificationChoice,
  findNotificationPreferences,
  findUserByUnsubscribeToken,
  saveNotificationChoices,
} from '@autolicit/db';
import {
  NOTIFICATION_KINDS,
  type NotificationChannel,
  type NotificationKind,
  type NotificationPreferences,
  type NotificationPreferencesInput,
  isNotificationOption,
} from '@autolicit/shared';
import type { AppContext } from '../../app-context';
import { ValidationError } from '../../platform/errors';

export async function getNotificationPreferences(ctx: AppContext, userId: string): Promise<NotificationPreferences> {
  return findNotificationPreferences(ctx.db, userId);
}

/** Records the choices given (any part of the table) and answers the whole table as it now is. */
export async function updateNotificationPreferences(
  ctx: AppContext,
  userId: string,
  input: NotificationPreferencesInput,
): Promise<NotificationPreferences> {
  const choices: NotificationChoice[] = [];
  for (const kind of NOTIFICATION_KINDS) {
    for (const [channel, enabled] of Object.entries(input[kind] ?? {})) {
      if (typeof enabled === 'boolean' && isNotificationOption(kind, channel))
        choices.push({ kind, channel: channel as NotificationChannel, enabled });
    }
  }
  await saveNotificationChoices(ctx.db, userId, choices);
  return findNotificationPreferences(ctx.db, userId);
}

/**
 * One-click unsubscribe (RFC 8058): the link's secret names the user, the link the kind; exactly
 * that kind's e-mail is switched off, nothing else, and no sign-in is needed.
 */
export async function unsubscribeFromEmail(ctx: AppContext, token: string, kind: string): Promise<void> {
  if (!isNotificationOption(kind, 'email')) throw new ValidationError('preferences.unsubscribeInvalid');
  const userId = token.length > 0 ? await findUserByUnsubscribeToken(ctx.db, token) : null;
  if (!userId) throw new ValidationError('preferences.unsubscribeInvalid');
  await saveNotificationChoices(ctx.db, userId, [{ kind: kind as NotificationKind, channel: 'email', enabled: false }]);
  ctx.logger.info({ userId, kind }, 'e-mail unsubscribed by one-click link');
}
