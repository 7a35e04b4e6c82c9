import { type FootprintKind, recordFootprint } from '@autolicit/db';
import type { AppContext } from '../../app-context';
import type { ClientOrigin } from '../../platform/client-origin';

/**
 * Notes where an account signed up or signed in from, for the shill-bid signals. Best effort: the
 * sign-in has already happened, and losing one footprint weakens a signal a little, while failing
 * the sign-in over it would lock people out.
 */
export async function recordClientFootprint(
  ctx: AppContext,
  userId: string,
  kind: FootprintKind,
  origin: ClientOrigin,
): Promise<void> {
  try {
    await recordFootprint(ctx.db, {
      userId,
      kind,
      ip: origin.ip,
      deviceId: origin.deviceId,
      occurredAt: ctx.clock.now(),
    });
  } catch (error) {
    ctx.logger.warn({ err: error, userId, kind }, 'could not record a client footprint');
  }
}
