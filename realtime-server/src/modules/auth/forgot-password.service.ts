import { findUserByEmail, insertPasswordResetToken, type UserWithProfile } from '@autolicit/db';
import { PASSWORD_RESET_TOKEN_TTL_MS } from '@autolicit/shared';
import type { AppContext } from '../../app-context';
import { generateResetToken } from './reset-token';

async function queueResetLink(ctx: AppContext, user: UserWithProfile): Promise<void> {
  const { token, tokenHash } = generateResetToken();
  const expiresAt = new Date(ctx.clock.now().getTime() + PASSWORD_RESET_TOKEN_TTL_MS);
  await insertPasswordResetToken(ctx.db, { userId: user.id, tokenHash, expiresAt });
  const resetUrl = `${ctx.config.appOrigin}/reset-password?token=${encodeURIComponent(token)}`;
  // The link is a credential: the job is removed once sent, and a failed one after its hour.
  await ctx.queues.notifications.add(
    'password-reset',
    { userId: user.id, email: user.email, resetUrl },
    { removeOnComplete: true, removeOnFail: { age: Math.ceil(PASSWORD_RESET_TOKEN_TTL_MS / 1000) } },
  );
}

/**
 * Emails a one-time reset link (valid one hour) if the email belongs to an account, and otherwise
 * does nothing. It resolves the same way, and in about the same time, in both cases: the token is
 * stored and the email queued in the background (the notifications worker sends it, retrying),
 * and a failure there is logged, never reported, so neither the answer nor its latency reveals
 * which emails have accounts.
 */
export async function requestPasswordReset(ctx: AppContext, email: string): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user) return;
  void queueResetLink(ctx, user).catch((error: unknown) => {
    ctx.logger.error({ err: error, userId: user.id }, 'password reset email not queued');
  });
}
