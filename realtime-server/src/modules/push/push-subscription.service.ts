import { deletePushDevice, listPushDevices, savePushSubscription, type PushDeviceRow } from '@autolicit/db';
import { type PushDeviceDto, type PushSubscriptionInput, checkPushEndpoint } from '@autolicit/shared';
import type { AppContext } from '../../app-context';
import { NotFoundError, PushDisabledError, PushEndpointNotAllowedError, ValidationError } from '../../platform/errors';
import { describePushDevice } from './push-device-label';

/** Devices kept per user; a new one beyond this drops the one that was quiet longest. */
export const MAX_PUSH_DEVICES_PER_USER = 10;

function toPushDeviceDto(row: PushDeviceRow): PushDeviceDto {
  return {
    id: row.id,
    label: row.label,
    language: row.language,
    createdAt: row.createdAt.toISOString(),
    lastSuccessAt: row.lastSuccessAt?.toISOString() ?? null,
  };
}

function requirePush(ctx: AppContext) {
  if (!ctx.config.push) throw new PushDisabledError();
  return ctx.config.push;
}

/** The public key browsers subscribe with (`applicationServerKey`). */
export function getVapidPublicKey(ctx: AppContext): { publicKey: string } {
  return { publicKey: requirePush(ctx).vapid.publicKey };
}

/**
 * Stores the signed-in user's device. The endpoint must be one of the allowed push services: it is
 * where the workers will send requests, and anything else would let a user aim them elsewhere.
 */
export async function subscribeDevice(
  ctx: AppContext,
  userId: string,
  input: PushSubscriptionInput,
  userAgent: string | undefined,
): Promise<PushDeviceDto> {
  const push = requirePush(ctx);
  const verdict = checkPushEndpoint(input.endpoint, push.allowedEndpointOrigins);
  if (verdict === 'invalid') throw new ValidationError('push.subscriptionInvalid', {}, 'endpoint');
  if (verdict !== 'allowed') throw new PushEndpointNotAllowedError();
  const row = await savePushSubscription(
    ctx.db,
    {
      userId,
      endpoint: input.endpoint,
      p256dh: input.keys.p256dh.replace(/=+$/, ''),
      auth: input.keys.auth.replace(/=+$/, ''),
      label: describePushDevice(userAgent),
      language: input.language ?? 'ro',
    },
    MAX_PUSH_DEVICES_PER_USER,
  );
  ctx.logger.info({ userId, deviceId: row.id }, 'push device subscribed');
  return toPushDeviceDto(row);
}

export async function listDevices(ctx: AppContext, userId: string): Promise<PushDeviceDto[]> {
  return (await listPushDevices(ctx.db, userId)).map(toPushDeviceDto);
}

/** Removes one of the user's own devices; anyone else's id is not found. */
export async function removeDevice(ctx: AppContext, userId: string, deviceId: string): Promise<void> {
  if (!(await deletePushDevice(ctx.db, userId, deviceId))) throw new NotFoundError('push.subscriptionNotFound');
}
