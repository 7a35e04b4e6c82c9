import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../client';
import { professionalProfiles, users } from '../schema/index';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type ProfessionalProfileRow = typeof professionalProfiles.$inferSelect;
export type NewProfessionalProfileRow = typeof professionalProfiles.$inferInsert;

export interface UserWithProfile extends UserRow {
  verificationStatus: ProfessionalProfileRow['verificationStatus'] | null;
}

const userWithProfileColumns = {
  user: users,
  verificationStatus: professionalProfiles.verificationStatus,
};

function flatten(row: {
  user: UserRow;
  verificationStatus: ProfessionalProfileRow['verificationStatus'] | null;
}): UserWithProfile {
  return { ...row.user, verificationStatus: row.verificationStatus };
}

export async function findUserById(db: Executor, id: string): Promise<UserWithProfile | null> {
  const rows = await db
    .select(userWithProfileColumns)
    .from(users)
    .leftJoin(professionalProfiles, eq(professionalProfiles.userId, users.id))
    .where(eq(users.id, id));
  return rows[0] ? flatten(rows[0]) : null;
}

export async function findUserByEmail(db: Executor, email: string): Promise<UserWithProfile | null> {
  const rows = await db
    .select(userWithProfileColumns)
    .from(users)
    .leftJoin(professionalProfiles, eq(professionalProfiles.userId, users.id))
    .where(eq(users.email, email.toLowerCase()));
  return rows[0] ? flatten(rows[0]) : null;
}

/** Inserts a user; returns null when the email is taken (unique index), without throwing. */
export async function insertUser(db: Executor, user: NewUserRow): Promise<UserRow | null> {
  const rows = await db.insert(users).values(user).onConflictDoNothing({ target: users.email }).returning();
  return rows[0] ?? null;
}

export async function insertProfessionalProfile(db: Executor, profile: NewProfessionalProfileRow): Promise<void> {
  await db.insert(professionalProfiles).values(profile);
}

/** Sets the active role of an account with admin rights; returns false when the account has none. */
export async function updateAdminRole(db: Executor, userId: string, role: 'user' | 'admin'): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ role, updatedAt: sql`now()` })
    .where(and(eq(users.id, userId), eq(users.isAdmin, true)))
    .returning({ id: users.id });
  return rows.length === 1;
}

export async function updatePasswordHash(db: Executor, userId: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, userId));
}

export async function countUsers(db: Executor): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return row?.n ?? 0;
}

/** A plain user who lists a vehicle becomes a seller; dealers and admins keep their role. */
export async function promoteUserToSeller(db: Executor, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ role: 'seller', updatedAt: sql`now()` })
    .where(and(eq(users.id, userId), eq(users.role, 'user')));
}
