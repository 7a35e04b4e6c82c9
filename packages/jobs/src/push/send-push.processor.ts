import { createHash } from 'node:crypto';
import {
  type Database,
  type PushTarget,
  deletePushTarget,
  findNotificationVehicle,
  findOutbidFacts,
  findPushTargets,
  isNotificationWanted,
  recordPushDelivered,
  recordPushFailed,
} from '@autolicit/db';
import { PUSH_JOB_NAMES, type PushOutbidJob, pushOutbidJobSchema } from '@autolicit/messaging';
import { type Language, type PushKind, type PushPayload, fillPlaceholders, formatEuro } from '@autolicit/shared';
import { type Job, UnrecoverableError } from 'bullmq';
import type { Logger } from '../lib/logger';
import type { Clock } from '../worker-deps';
import { pushTexts } from './push-texts';
import type { PushDelivery, PushSender } from './web-push.sender';

/** Sends at once: each is one HTTPS request to a push service, mostly waiting. */
export const PUSH_CONCURRENCY = 16;
/** A device whose sends failed this many times in a row (retries included, over days) is dropped. */
export const MAX_CONSECUTIVE_PUSH_FAILURES = 20;
/** The longest a push service keeps a message for an offline device. */
const MAX_TTL_SECONDS = 24 * 3600;

export interface PushProcessorDeps {
  db: Database;
  /** Null when push is off (PUSH_NOTIFICATIONS=false). */
  sender: PushSender | null;
  logger: Logger;
  clock: Clock;
}

/** A notice to send, the same fact in each device's language, or why there is none (final). */
type PreparedPush =
  | { skipped: string }
  | { kind: PushKind; vehicleId: string; params(language: Language): Record<string, string>; delivery: PushDelivery };

/**
 * The push service's Topic for a notice: one per auction and kind, so a newer outbid notice
 * replaces an older one still waiting for an offline phone. At most 32 base64url characters.
 */
export function toPushTopic(kind: PushKind, vehicleId: string): string {
  return createHash('sha256').update(`${kind}:${vehicleId}`).digest('base64url').slice(0, 32);
}

const vehicleTitle = (vehicle: { year: number; make: string; model: string }) =>
  `${vehicle.year} ${vehicle.make} ${vehicle.model}`;

/** Outbid: described as the auction stands when sent, like the e-mail; a notice after the end is worthless. */
async function prepareOutbidPush(db: Database, data: PushOutbidJob, now: Date): Promise<PreparedPush> {
  const [vehicle, facts] = await Promise.all([
    findNotificationVehicle(db, data.vehicleId),
    findOutbidFacts(db, data.bidId, data.userId),
  ]);
  if (!vehicle) return { skipped: 'vehicle no longer exists' };
  if (!facts || facts.vehicleId !== data.vehicleId) return { skipped: 'bid not found on this vehicle' };
  const title = vehicleTitle(vehicle);
  if (facts.isPurchase)
    return {
      kind: 'bid-outbid-by-purchase',
      vehicleId: vehicle.id,
      params: (language) => ({ vehicle: title, price: formatEuro(facts.amount, language) }),
      delivery: {
        ttlSeconds: MAX_TTL_SECONDS,
        urgency: 'high',
        topic: toPushTopic('bid-outbid-by-purchase', vehicle.id),
      },
    };
  if (vehicle.highBidderId === data.userId) return { skipped: 'recipient is the high bidder again' };
  if (vehicle.status !== 'active') return { skipped: `auction is ${vehicle.status}` };
  const secondsLeft = Math.floor((vehicle.auctionEndTime.getTime() - now.getTime()) / 1000);
  if (secondsLeft < 1) return { skipped: 'auction has ended' };
  return {
    kind: 'bid-outbid',
    vehicleId: vehicle.id,
    params: (language) => ({ vehicle: title, currentBid: formatEuro(vehicle.currentBid, language) }),
    delivery: {
      ttlSeconds: Math.min(secondsLeft, MAX_TTL_SECONDS),
      urgency: 'high',
      topic: toPushTopic('bid-outbid', vehicle.id),
    },
  };
}

function toPayload(prepared: Exclude<PreparedPush, { skipped: string }>, language: Language, now: Date): PushPayload {
  const text = pushTexts[language][prepared.kind];
  const params = prepared.params(language);
  return {
    kind: prepared.kind,
    vehicleId: prepared.vehicleId,
    title: fillPlaceholders(text.title, params),
    body: fillPlaceholders(text.body, params),
    url: `/vehicle/${encodeURIComponent(prepared.vehicleId)}`,
    tag: `${prepared.kind}:${prepared.vehicleId}`,
    sentAt: now.toISOString(),
  };
}

/**
 * Sends one fact to every device of its user. What each push service answers is recorded on the
 * device: accepted (last success), gone (404/410: removed), or failed (counted; dropped after
 * MAX_CONSECUTIVE_PUSH_FAILURES). When some devices failed for a reason worth a retry, the job
 * notes the devices already served and fails, so BullMQ's retry sends only to the rest.
 */
export function createPushProcessor(deps: PushProcessorDeps) {
  return async (job: Job): Promise<string> => {
    const { sender } = deps;
    if (!sender) return 'skipped: push notifications are off';
    if (job.name !== PUSH_JOB_NAMES.bidOutbid) throw new UnrecoverableError(`unknown push job "${job.name}"`);
    const parsed = pushOutbidJobSchema.safeParse(job.data);
    if (!parsed.success) throw new UnrecoverableError(`invalid ${job.name} job data`);
    const data = parsed.data;
    if (!(await isNotificationWanted(deps.db, data.userId, 'outbid', 'push')))
      return 'skipped: outbid pushes are switched off';
    const delivered = new Set(data.delivered ?? []);
    const targets = (await findPushTargets(deps.db, data.userId)).filter((target) => !delivered.has(target.id));
    if (targets.length === 0) return 'skipped: no devices';
    const now = deps.clock.now();
    const prepared = await prepareOutbidPush(deps.db, data, now);
    if ('skipped' in prepared) return `skipped: ${prepared.skipped}`;

    const retry: PushTarget[] = [];
    await Promise.all(
      targets.map(async (target) => {
        const outcome = await sender.send(target, toPayload(prepared, target.language, now), prepared.delivery);
        if (outcome.result === 'delivered') {
          delivered.add(target.id);
          await recordPushDelivered(deps.db, target.id, deps.clock.now());
          return;
        }
        if (outcome.result === 'gone') {
          await deletePushTarget(deps.db, target);
          deps.logger.info({ deviceId: target.id, status: outcome.status }, 'push device gone: removed');
          return;
        }
        const failures = await recordPushFailed(deps.db, target.id);
        deps.logger.warn(
          { deviceId: target.id, status: outcome.status, reason: outcome.reason, failures },
          `push ${outcome.result}`,
        );
        if (failures !== null && failures >= MAX_CONSECUTIVE_PUSH_FAILURES) await deletePushTarget(deps.db, target);
        else if (outcome.result === 'failed') retry.push(target);
      }),
    );
    if (retry.length > 0) {
      await job.updateData({ ...data, delivered: [...delivered] });
      throw new Error(`push to ${retry.length} of ${targets.length} devices failed; retrying those`);
    }
    return `sent to ${delivered.size} devices`;
  };
}
