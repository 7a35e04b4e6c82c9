import {
  consumePasswordResetToken,
  findUserById,
  invalidatePasswordResetTokens,
  updatePasswordHash,
} from '@autolicit/db';
import type { ResetPasswordInput } from '@autolicit/shared';
import type { AppContext } from '../../app-context';
import type { RedisSessionStore } from '../../platform/sessions/redis-session-store';
import { ValidationError } from '../../platform/errors';
import { endUserSessions } from './end-user-sessions.service';
import { assertStrongPassword, hashPassword } from './password';
import { hashResetToken } from './reset-token';

/**
 * Sets a new password with a reset token. The token works once, within its hour: it is consumed
 * by a conditional update, so two concurrent resets with one link cannot both succeed. An unknown,
 * used or expired token is a 400 and changes nothing. On success every other outstanding link of
 * the user stops working and all the user's sessions end, so whoever knew the old password is
 * signed out everywhere. Returns the user's id.
 */
export async function resetPassword(
  ctx: AppContext,
  sessionStore: RedisSessionStore,
  input: ResetPasswordInput,
): Promise<string> {
  const now = ctx.clock.now();
  const userId = await ctx.db.transaction(async (tx) => {
    const owner = await consumePasswordResetToken(tx, hashResetToken(input.token), now);
    if (!owner) throw new ValidationError('auth.resetTokenInvalid', {}, 'token');
    // A weak password rolls the transaction back: the link still works for a better one.
    const account = await findUserById(tx, owner);
    await assertStrongPassword(input.password, [
      account?.email,
      account?.firstName,
      account?.lastName,
      account?.companyName,
    ]);
    // Hashed only once the token is known to be good, so junk tokens cost no argon2 work.
    await updatePasswordHash(tx, owner, await hashPassword(input.password));
    await invalidatePasswordResetTokens(tx, owner, now);
    return owner;
  });
  // The password has changed either way; a Redis hiccup here must not turn success into a 500.
  await endUserSessions(ctx, sessionStore, userId).catch((error: unknown) => {
    ctx.logger.error({ err: error, userId }, 'could not end sessions after a password reset');
    ctx.events.disconnectUser(userId);
  });
  return userId;
}
