import { desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../client';
import { professionalProfiles, users } from '../schema/index';
import { type OutboxMessage, insertOutboxIfUpdated, wasApplied } from './outbox.repository';
import type { ProfessionalProfileRow } from './user.repository';

export interface ProfessionalReviewRow extends ProfessionalProfileRow {
  email: string;
  firstName: string;
  lastName: string;
}

/** Professional accounts in one verification state, oldest first for pending (first come, first served). */
export async function listProfessionals(
  db: Executor,
  status: ProfessionalProfileRow['verificationStatus'],
  limit = 100,
): Promise<ProfessionalReviewRow[]> {
  const rows = await db
    .select({ profile: professionalProfiles, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(professionalProfiles)
    .innerJoin(users, eq(users.id, professionalProfiles.userId))
    .where(eq(professionalProfiles.verificationStatus, status))
    .orderBy(status === 'pending' ? professionalProfiles.createdAt : desc(professionalProfiles.reviewedAt))
    .limit(limit);
  return rows.map((row) => ({ ...row.profile, email: row.email, firstName: row.firstName, lastName: row.lastName }));
}

export interface ProfessionalReviewWrite {
  userId: string;
  to: 'verified' | 'rejected';
  reason: string | null;
  reviewerId: string;
  now: Date;
  outbox: { message: OutboxMessage; leaseUntil: Date };
}

/**
 * Records an admin's decision on a pending professional account as ONE statement with the outbox
 * message telling the trader; only from pending, so two admins cannot both decide.
 */
export async function reviewProfessional(db: Executor, write: ProfessionalReviewWrite): Promise<boolean> {
  const result = await db.execute(sql`
    with updated as (
      update ${professionalProfiles} set verification_status = ${write.to}, rejection_reason = ${write.reason},
        reviewed_by = ${write.reviewerId}, reviewed_at = ${write.now.toISOString()}::timestamptz
      where user_id = ${write.userId} and verification_status = 'pending'
      returning user_id
    ), outbox as (
      ${insertOutboxIfUpdated(write.outbox)}
    )
    select (select count(*) from updated)::int as applied`);
  return wasApplied(result);
}

/** A professional account's verification state and, when rejected, the reason given; null for other accounts. */
export async function findProfessionalReview(
  db: Executor,
  userId: string,
): Promise<Pick<ProfessionalProfileRow, 'verificationStatus' | 'rejectionReason'> | null> {
  const rows = await db
    .select({
      verificationStatus: professionalProfiles.verificationStatus,
      rejectionReason: professionalProfiles.rejectionReason,
    })
    .from(professionalProfiles)
    .where(eq(professionalProfiles.userId, userId));
  return rows[0] ?? null;
}
