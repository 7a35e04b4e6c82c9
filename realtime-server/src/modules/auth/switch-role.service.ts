import { findUserById, hasConfirmedMfa, updateAdminRole, type UserWithProfile } from '@autolicit/db';
import type { SwitchableRole } from '@autolicit/shared';
import type { AppContext } from '../../app-context';
import { ForbiddenError, MfaRequiredError, UnauthorizedError } from '../../platform/errors';

/**
 * Switches the active role of an account with admin rights between `user` and `admin`, and
 * returns the updated account. The rights are checked by the update itself (is_admin in its
 * condition), so an account without them gets a 403 and nothing changes. Switching to admin also
 * needs a confirmed second factor used at this session's sign-in (403 MFA_REQUIRED otherwise).
 */
export async function switchRole(
  ctx: AppContext,
  user: UserWithProfile,
  role: SwitchableRole,
  session: { mfaVerified: boolean },
): Promise<UserWithProfile> {
  // Admin powers (reserves, company data, every account) need a second factor, used at this sign-in.
  if (role === 'admin' && user.isAdmin && !(session.mfaVerified && (await hasConfirmedMfa(ctx.db, user.id))))
    throw new MfaRequiredError();
  const switched = await updateAdminRole(ctx.db, user.id, role);
  if (!switched) throw new ForbiddenError();
  const updated = await findUserById(ctx.db, user.id);
  // Deleted between the update and the read: the session is as good as gone.
  if (!updated) throw new UnauthorizedError();
  return updated;
}
