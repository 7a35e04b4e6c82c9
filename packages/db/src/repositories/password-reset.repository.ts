import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../client';
import { passwordResetTokens } from '../schema/index';

export async function insertPasswordResetToken(
  db: Executor,
  token: { userId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(passwordResetTokens).values(token);
}

/**
 * Marks the token used if it exists, is unused and has not expired, in one conditional update,
 * so two concurrent resets with the same token cannot both succeed. Returns the user id or null.
 */
export async function consumePasswordResetToken(db: Executor, tokenHash: string, now: Date): Promise<string | null> {
  const rows = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return rows[0]?.userId ?? null;
}

/** After a successful reset every other outstanding link of the user stops working. */
export async function invalidatePasswordResetTokens(db: Executor, userId: string, now: Date): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

/** The stored hashes of a user's reset tokens, oldest first (operators' audits and tests). */
export async function listPasswordResetTokenHashes(db: Executor, userId: string): Promise<string[]> {
  const rows = await db
    .select({ tokenHash: passwordResetTokens.tokenHash })
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.userId, userId))
    .orderBy(asc(passwordResetTokens.createdAt));
  return rows.map((row) => row.tokenHash);
}
