import { replaceRecoveryCodes } from '@autolicit/db';
import type { MfaConfirmedDto } from '@autolicit/shared';
import type { AppContext } from '../../app-context';
import { generateRecoveryCodes, hashRecoveryCode } from './recovery-codes';

/**
 * Issues ten new one-time recovery codes for a user whose factor was just confirmed (replacing
 * any earlier ones). This is the only time they are ever shown; only their hashes are kept.
 */
export async function replaceWithNewRecoveryCodes(ctx: AppContext, userId: string): Promise<MfaConfirmedDto> {
  const recoveryCodes = generateRecoveryCodes();
  await replaceRecoveryCodes(ctx.db, userId, recoveryCodes.map(hashRecoveryCode));
  return { recoveryCodes };
}
