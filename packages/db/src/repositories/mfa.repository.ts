import { and, count, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Executor } from '../client';
import { mfaRecoveryCodes, userMfa } from '../schema/index';

export interface MfaRow {
  userId: string;
  secretEncrypted: string;
  confirmedAt: Date | null;
  lastTimeStep: number | null;
}

export async function findUserMfa(db: Executor, userId: string): Promise<MfaRow | null> {
  const [row] = await db
    .select({
      userId: userMfa.userId,
      secretEncrypted: userMfa.secretEncrypted,
      confirmedAt: userMfa.confirmedAt,
      lastTimeStep: userMfa.lastTimeStep,
    })
    .from(userMfa)
    .where(eq(userMfa.userId, userId));
  return row ?? null;
}

/** Whether the user has a confirmed second factor. */
export async function hasConfirmedMfa(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: userMfa.userId })
    .from(userMfa)
    .where(and(eq(userMfa.userId, userId), isNotNull(userMfa.confirmedAt)));
  return row !== undefined;
}

/**
 * Starts (or restarts) an enrolment with a new secret. A confirmed factor is never replaced here:
 * returns false then, and nothing changes.
 */
export async function startMfaEnrolment(
  db: Executor,
  userId: string,
  secretEncrypted: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .insert(userMfa)
    .values({ userId, secretEncrypted, createdAt: now })
    .onConflictDoUpdate({
      target: userMfa.userId,
      set: { secretEncrypted, lastTimeStep: null, createdAt: now },
      setWhere: isNull(userMfa.confirmedAt),
    })
    .returning({ userId: userMfa.userId });
  return rows.length > 0;
}

/**
 * Records that the code of `timeStep` was used — only if no code of that or a later step was used
 * before, in one conditional update, so one code cannot pass twice (replay, or two racing
 * requests). `confirm` also marks a pending factor confirmed.
 */
export async function useMfaTimeStep(
  db: Executor,
  userId: string,
  timeStep: number,
  options: { confirmAt?: Date } = {},
): Promise<boolean> {
  const rows = await db
    .update(userMfa)
    .set({ lastTimeStep: timeStep, ...(options.confirmAt ? { confirmedAt: options.confirmAt } : {}) })
    .where(and(eq(userMfa.userId, userId), or(isNull(userMfa.lastTimeStep), lt(userMfa.lastTimeStep, timeStep))))
    .returning({ userId: userMfa.userId });
  return rows.length > 0;
}

export async function replaceRecoveryCodes(db: Executor, userId: string, codeHashes: string[]): Promise<void> {
  await db.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
  if (codeHashes.length > 0)
    await db.insert(mfaRecoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
}

/** Spends a recovery code, once: true if it existed and was unused. */
export async function consumeRecoveryCode(db: Executor, userId: string, codeHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(mfaRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(mfaRecoveryCodes.userId, userId),
        eq(mfaRecoveryCodes.codeHash, codeHash),
        isNull(mfaRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: mfaRecoveryCodes.id });
  return rows.length > 0;
}

export async function countUnusedRecoveryCodes(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(mfaRecoveryCodes)
    .where(and(eq(mfaRecoveryCodes.userId, userId), isNull(mfaRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}
