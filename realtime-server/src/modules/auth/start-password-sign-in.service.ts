import { findUserById, hasConfirmedMfa, updateAdminRole, type UserWithProfile } from '@autolicit/db';
import type { AppContext } from '../../app-context';
import { UnauthorizedError } from '../../platform/errors';

export type PasswordSignIn =
  | { kind: 'signed-in'; user: UserWithProfile }
  | { kind: 'second-factor-owed'; userId: string };

/**
 * What a correct password leads to. An account with a confirmed second factor owes its code
 * before anything else. One without it signs in — but never as an acting admin: an account whose
 * stored role is admin (seeded, or from before MFA existed) starts as a user and must switch,
 * which asks for the second factor.
 */
export async function startPasswordSignIn(ctx: AppContext, user: UserWithProfile): Promise<PasswordSignIn> {
  if (await hasConfirmedMfa(ctx.db, user.id)) return { kind: 'second-factor-owed', userId: user.id };
  if (user.role !== 'admin') return { kind: 'signed-in', user };
  await updateAdminRole(ctx.db, user.id, 'user');
  const demoted = await findUserById(ctx.db, user.id);
  if (!demoted) throw new UnauthorizedError();
  return { kind: 'signed-in', user: demoted };
}
