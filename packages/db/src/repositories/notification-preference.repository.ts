import { randomBytes } from 'node:crypto';
import {
  type NotificationChannel,
  type NotificationKind,
  type NotificationPreferences,
  isNotificationOption,
  resolveNotificationPreferences,
} from '@autolicit/shared';
import { type SQL, and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../client';
import { emailUnsubscribeTokens, notificationPreferences } from '../schema/index';

export interface NotificationChoice {
  kind: NotificationKind;
  channel: NotificationChannel;
  enabled: boolean;
}

/** The user's stored choices, narrowed by `where` (all of them when absent). */
function readChoices(db: Executor, userId: string, where?: SQL) {
  return db
    .select({
      kind: notificationPreferences.kind,
      channel: notificationPreferences.channel,
      enabled: notificationPreferences.enabled,
    })
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.userId, userId), where));
}

export async function findNotificationPreferences(db: Executor, userId: string): Promise<NotificationPreferences> {
  return resolveNotificationPreferences(await readChoices(db, userId));
}

/** Whether this user wants this kind on this channel (their choice, else the default). */
export async function isNotificationWanted(
  db: Executor,
  userId: string,
  kind: NotificationKind,
  channel: NotificationChannel,
): Promise<boolean> {
  if (!isNotificationOption(kind, channel)) return false;
  const preferences = resolveNotificationPreferences(
    await readChoices(
      db,
      userId,
      and(eq(notificationPreferences.kind, kind), eq(notificationPreferences.channel, channel)),
    ),
  );
  return (preferences[kind] as Record<string, boolean>)[channel] ?? false;
}

/** Records choices (each kind × channel given); the others keep theirs. */
export async function saveNotificationChoices(
  db: Executor,
  userId: string,
  choices: readonly NotificationChoice[],
): Promise<void> {
  if (choices.length === 0) return;
  await db
    .insert(notificationPreferences)
    .values(choices.map((choice) => ({ userId, ...choice })))
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.kind, notificationPreferences.channel],
      set: { enabled: sql`excluded.enabled`, updatedAt: sql`now()` },
    });
}

/** The user's unsubscribe secret, made on first use (two senders at once agree on the first one written). */
export async function ensureUnsubscribeToken(db: Executor, userId: string): Promise<string> {
  await db
    .insert(emailUnsubscribeTokens)
    .values({ userId, token: randomBytes(24).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ token: emailUnsubscribeTokens.token })
    .from(emailUnsubscribeTokens)
    .where(eq(emailUnsubscribeTokens.userId, userId));
  if (!row) throw new Error('unsubscribe token not stored');
  return row.token;
}

/** Whose unsubscribe secret this is, if anyone's. */
export async function findUserByUnsubscribeToken(db: Executor, token: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: emailUnsubscribeTokens.userId })
    .from(emailUnsubscribeTokens)
    .where(eq(emailUnsubscribeTokens.token, token));
  return row?.userId ?? null;
}
