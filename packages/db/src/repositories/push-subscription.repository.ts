import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../client';
import { pushSubscriptions } from '../schema/index';

export interface NewPushSubscription {
  userId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  label: string;
  language: 'ro' | 'en';
}

export interface PushDeviceRow {
  id: string;
  label: string;
  language: 'ro' | 'en';
  createdAt: Date;
  lastSuccessAt: Date | null;
}

/** What a sender needs: where to send and what to encrypt to. */
export interface PushTarget {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  language: 'ro' | 'en';
}

const deviceColumns = {
  id: pushSubscriptions.id,
  label: pushSubscriptions.label,
  language: pushSubscriptions.language,
  createdAt: pushSubscriptions.createdAt,
  lastSuccessAt: pushSubscriptions.lastSuccessAt,
};

/**
 * Stores a device's subscription for a user. The endpoint is the device: subscribing it again
 * (new keys, another account signed in on it) replaces what was stored. Beyond `maxPerUser` the
 * user's devices that were quiet longest are dropped, so a new phone always gets through.
 */
export async function savePushSubscription(
  db: Database,
  subscription: NewPushSubscription,
  maxPerUser: number,
): Promise<PushDeviceRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(pushSubscriptions)
      .values(subscription)
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: {
          userId: subscription.userId,
          p256dh: subscription.p256dh,
          auth: subscription.auth,
          label: subscription.label,
          language: subscription.language,
          createdAt: sql`now()`,
          lastSuccessAt: null,
          consecutiveFailures: 0,
        },
      })
      .returning(deviceColumns);
    if (!row) throw new Error('push subscription not stored');
    const kept = tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, subscription.userId))
      .orderBy(desc(sql`coalesce(${pushSubscriptions.lastSuccessAt}, ${pushSubscriptions.createdAt})`))
      .limit(maxPerUser);
    await tx
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, subscription.userId), notInArray(pushSubscriptions.id, kept)));
    return row;
  });
}

export async function listPushDevices(db: Executor, userId: string): Promise<PushDeviceRow[]> {
  return db
    .select(deviceColumns)
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.createdAt));
}

/** Removes one of the user's devices; another user's id removes nothing. */
export async function deletePushDevice(db: Executor, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, userId)))
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

/** Every device of the user (signing out everywhere); returns how many there were. */
export async function deleteUserPushDevices(db: Executor, userId: string): Promise<number> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .returning({ id: pushSubscriptions.id });
  return rows.length;
}

/** Which of `userIds` have at least one push device (one query, whatever their number). */
export async function findUsersWithPushDevices(db: Executor, userIds: readonly string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ userId: pushSubscriptions.userId })
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.userId, [...userIds]));
  return new Set(rows.map((row) => row.userId));
}

export async function findPushTargets(db: Executor, userId: string): Promise<PushTarget[]> {
  return db
    .select({
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
      language: pushSubscriptions.language,
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
}

export async function recordPushDelivered(db: Executor, id: string, at: Date): Promise<void> {
  await db
    .update(pushSubscriptions)
    .set({ lastSuccessAt: at, consecutiveFailures: 0 })
    .where(eq(pushSubscriptions.id, id));
}

/** A failed send; returns the failures in a row, or null when the subscription is gone. */
export async function recordPushFailed(db: Executor, id: string): Promise<number | null> {
  const [row] = await db
    .update(pushSubscriptions)
    .set({ consecutiveFailures: sql`${pushSubscriptions.consecutiveFailures} + 1` })
    .where(eq(pushSubscriptions.id, id))
    .returning({ failures: pushSubscriptions.consecutiveFailures });
  return row?.failures ?? null;
}

/**
 * The push service no longer knows the subscription (404/410), or it failed too often. Matched on
 * the keys too: a device that subscribed again meanwhile (new keys) has a row that must stay.
 */
export async function deletePushTarget(
  db: Executor,
  target: Pick<PushTarget, 'id' | 'endpoint' | 'p256dh'>,
): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(
      and(
        eq(pushSubscriptions.id, target.id),
        eq(pushSubscriptions.endpoint, target.endpoint),
        eq(pushSubscriptions.p256dh, target.p256dh),
      ),
    );
}
