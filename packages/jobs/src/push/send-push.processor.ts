import { createHash } from 'node:crypto';
import {
  type Database,
  type PushTarget,
  deletePushTarget,
  findNotificationVehicle,
  findQuestionView,
  findOutbidFacts,
  findAuctionState,
  findSavedSearchAlert,
  findPushTargets,
  findTransactionByVehicleId,
  findUsersWithPushDevices,
  listAuctionBidderIds,
  listAuctionFollowerIds,
  isNotificationWanted,
  recordPushDelivered,
  recordPushFailed,
} from '@autolicit/db';
import {
  PUSH_JOB_NAMES,
  type AuctionOutcome,
  type PushAuctionLostJob,
  type PushListingBidJob,
  type PushOutbidJob,
  type PushReminderJob,
  type PushSaleJob,
  type SavedSearchMatchJob,
  endingRemindersJobSchema,
  pushJobIds,
  pushOutbidJobSchema,
  pushReminderJobSchema,
  pushSaleJobSchema,
  savedSearchMatchJobSchema,
  auctionEndedJobSchema,
  pushAuctionLostJobSchema,
  pushListingBidJobSchema,
  type PushQuestionJob,
  pushQuestionJobSchema,
  questionAnsweredJobSchema,
} from '@autolicit/messaging';
import {
  ACCEPT_UNDER_RESERVE_WINDOW_MS,
  type Language,
  type NotificationKind,
  PAYMENT_DEADLINE_MS,
  type PushKind,
  type PushPayload,
  centsToMoney,
  fillPlaceholders,
  formatEuro,
  reminderPreferenceOf,
  toCents,
} from '@autolicit/shared';
import { type Job, type Queue, UnrecoverableError } from 'bullmq';
import { delayJobUntil } from '../lib/delay-job';
import type { Logger } from '../lib/logger';
import type { Clock } from '../worker-deps';
import { decideEndingReminder } from './ending-reminder-window';
import { type PushTextKey, pushTexts } from './push-texts';
import type { PushDelivery, PushSender } from './web-push.sender';

/** Sends at once: each is one HTTPS request to a push service, mostly waiting. */
export const PUSH_CONCURRENCY = 16;
/** A device whose sends failed this many times in a row (retries included, over days) is dropped. */
export const MAX_CONSECUTIVE_PUSH_FAILURES = 20;
/** The longest a push service keeps a message for an offline device. */
const MAX_TTL_SECONDS = 24 * 3600;

export interface PushProcessorDeps {
  db: Database;
  /** The push queue itself: a reminder's fan-out queues one job per user there. */
  queue: Pick<Queue, 'addBulk'>;
  /** Null when push is off (PUSH_NOTIFICATIONS=false). */
  sender: PushSender | null;
  logger: Logger;
  clock: Clock;
}

/** A notice to send, the same fact in each device's language, or why there is none (final). */
type PreparedPush =
  | { skipped: string }
  | {
      kind: PushKind;
      /** The texts, when not the kind's own. */
      textKey?: PushTextKey;
      /** The notice on screen it replaces, when not its own kind's (`tag`). */
      tagKind?: PushKind;
      /** Where on the vehicle page a tap lands (the vehicle page reads it: `#raise-max`). */
      urlHash?: string;
      vehicleId: string;
      params(language: Language): Record<string, string>;
      delivery: PushDelivery;
    };

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
    // A beaten maximum opens the confirmation of a raised one, as the in-app notice does.
    ...(data.maximumExceeded ? { textKey: 'bid-maximum-exceeded' as const, urlHash: '#raise-max' } : {}),
    vehicleId: vehicle.id,
    params: (language) => ({ vehicle: title, currentBid: formatEuro(vehicle.currentBid, language) }),
    delivery: {
      ttlSeconds: Math.min(secondsLeft, MAX_TTL_SECONDS),
      urgency: 'high',
      topic: toPushTopic('bid-outbid', vehicle.id),
    },
  };
}

/** A sale, to its buyer (won) or its seller (sold); only while the sale stands with them as that party. */
async function prepareSalePush(
  db: Database,
  data: PushSaleJob,
  kind: 'auction-won' | 'listing-sold',
): Promise<PreparedPush> {
  const [vehicle, sale] = await Promise.all([
    findNotificationVehicle(db, data.vehicleId),
    findTransactionByVehicleId(db, data.vehicleId),
  ]);
  if (!vehicle) return { skipped: 'vehicle no longer exists' };
  const party = kind === 'auction-won' ? sale?.buyerId : sale?.sellerId;
  if (!sale || party !== data.userId) return { skipped: `no sale of this vehicle with the recipient as its party` };
  const title = vehicleTitle(vehicle);
  // The fee recorded with the sale, as the e-mail and the transaction show it.
  const total = centsToMoney(toCents(sale.finalPrice) + toCents(sale.fee));
  const days = String(Math.round(PAYMENT_DEADLINE_MS / (24 * 3600 * 1000)));
  return {
    kind,
    vehicleId: vehicle.id,
    params: (language) => ({
      vehicle: title,
      price: formatEuro(sale.finalPrice, language),
      fee: formatEuro(sale.fee, language),
      total: formatEuro(total, language),
      days,
    }),
    delivery: { ttlSeconds: MAX_TTL_SECONDS, urgency: 'normal', topic: toPushTopic(kind, vehicle.id) },
  };
}

/** A reminder before the end, for one follower, worded with the minutes actually left. */
async function prepareReminderPush(db: Database, data: PushReminderJob, now: Date): Promise<PreparedPush> {
  const vehicle = await findNotificationVehicle(db, data.vehicleId);
  if (!vehicle) return { skipped: 'vehicle no longer exists' };
  if (vehicle.status !== 'active') return { skipped: `auction is ${vehicle.status}` };
  const decision = decideEndingReminder(now, vehicle.auctionEndTime, data.minutes);
  if (decision.action !== 'remind') return { skipped: 'no longer the moment for this reminder' };
  const title = vehicleTitle(vehicle);
  return {
    kind: 'ending-reminder',
    textKey: vehicle.bidCount > 0 ? 'ending-reminder' : 'ending-reminder-no-bids',
    vehicleId: vehicle.id,
    params: (language) => ({
      vehicle: title,
      minutes: String(decision.minutesLeft),
      price: formatEuro(vehicle.bidCount > 0 ? vehicle.currentBid : vehicle.startingBid, language),
    }),
    delivery: {
      ttlSeconds: Math.max(1, Math.floor((vehicle.auctionEndTime.getTime() - now.getTime()) / 1000)),
      // The last minutes are worth waking a phone for.
      urgency: data.minutes <= 15 ? 'high' : 'normal',
      topic: toPushTopic('ending-reminder', vehicle.id),
    },
  };
}

/** A new listing for a saved search with instant alerts, while both still stand. */
async function prepareSavedSearchPush(db: Database, data: SavedSearchMatchJob, now: Date): Promise<PreparedPush> {
  const [vehicle, search] = await Promise.all([
    findNotificationVehicle(db, data.vehicleId),
    findSavedSearchAlert(db, data.userId, data.savedSearchId),
  ]);
  if (!search) return { skipped: 'saved search deleted' };
  if (search.alert !== 'instant') return { skipped: `saved search alerts are ${search.alert}` };
  if (!vehicle) return { skipped: 'vehicle no longer exists' };
  const secondsLeft = Math.floor((vehicle.auctionEndTime.getTime() - now.getTime()) / 1000);
  if (vehicle.status !== 'active' || secondsLeft < 1) return { skipped: `auction is over` };
  const title = vehicleTitle(vehicle);
  return {
    kind: 'saved-search-match',
    vehicleId: vehicle.id,
    params: (language) => ({
      search: search.name,
      vehicle: title,
      price: formatEuro(vehicle.bidCount > 0 ? vehicle.currentBid : vehicle.startingBid, language),
    }),
    delivery: {
      ttlSeconds: Math.min(secondsLeft, MAX_TTL_SECONDS),
      urgency: 'normal',
      topic: toPushTopic('saved-search-match', vehicle.id),
    },
  };
}

/**
 * To the seller while the auction runs: a new high bid (a job whose bid was passed before it ran
 * leaves the news to the later one's, so a burst sends the latest) or the reserve reached.
 */
async function prepareRunningListingPush(
  db: Database,
  data: { vehicleId: string; bidSeq?: number },
  kind: 'listing-bid' | 'reserve-met',
  now: Date,
): Promise<PreparedPush> {
  const vehicle = await findNotificationVehicle(db, data.vehicleId);
  if (!vehicle) return { skipped: 'vehicle no longer exists' };
  if (vehicle.status !== 'active') return { skipped: `auction is ${vehicle.status}` };
  if (data.bidSeq !== undefined && vehicle.bidCount > data.bidSeq)
    return { skipped: 'a later bid tells a newer price' };
  const secondsLeft = Math.floor((vehicle.auctionEndTime.getTime() - now.getTime()) / 1000);
  if (secondsLeft < 1) return { skipped: 'auction has ended' };
  const title = vehicleTitle(vehicle);
  return {
    kind,
    vehicleId: vehicle.id,
    params: (language) => ({ vehicle: title, currentBid: formatEuro(vehicle.currentBid, language) }),
    delivery: {
      ttlSeconds: Math.min(secondsLeft, MAX_TTL_SECONDS),
      urgency: 'normal',
      topic: toPushTopic(kind, vehicle.id),
    },
  };
}

const ACCEPT_WINDOW_HOURS = String(Math.round(ACCEPT_UNDER_RESERVE_WINDOW_MS / 3600_000));

/**
 * "Not won", to a bidder of an ended auction: sold to another (a buy-now's displaced leader already
 * has "bought by another bidder" on screen, which this replaces), or ended under the reserve — the
 * highest bidder learns the seller may still accept their bid. Only while the end it tells stands.
 */
async function prepareAuctionLostPush(db: Database, data: PushAuctionLostJob): Promise<PreparedPush> {
  const [vehicle, sale] = await Promise.all([
    findNotificationVehicle(db, data.vehicleId),
    findTransactionByVehicleId(db, data.vehicleId),
  ]);
  if (!vehicle) return { skipped: 'vehicle no longer exists' };
  const stands = data.outcome === 'sold' ? sale !== null : vehicle.status === 'ended' && sale === null;
  if (!stands) return { skipped: `the auction no longer ends as ${data.outcome}` };
  if (sale?.buyerId === data.userId) return { skipped: 'recipient bought it' };
  const title = vehicleTitle(vehicle);
  const delivery = { ttlSeconds: MAX_TTL_SECONDS, urgency: 'normal' as const };
  if (sale)
    return {
      kind: 'auction-lost',
      ...(data.purchase ? { tagKind: 'bid-outbid-by-purchase' as const } : {}),
      vehicleId: vehicle.id,
      params: (language) => ({ vehicle: title, price: formatEuro(sale.finalPrice, language) }),
      delivery: {
        ...delivery,
        topic: toPushTopic(data.purchase ? 'bid-outbid-by-purchase' : 'auction-lost', vehicle.id),
      },
    };
  return {
    kind: 'auction-lost',
    textKey: vehicle.highBidderId === data.userId ? 'auction-lost-unsold-leader' : 'auction-lost-unsold',
    vehicleId: vehicle.id,
    params: (language) => ({
      vehicle: title,
      price: formatEuro(vehicle.currentBid, language),
      hours: ACCEPT_WINDOW_HOURS,
    }),
    delivery: { ...delivery, topic: toPushTopic('auction-lost', vehicle.id) },
  };
}

/** The seller's auction ended without a sale: accept the highest bid under the reserve, or relist. */
async function prepareListingUnsoldPush(db: Database, data: PushSaleJob): Promise<PreparedPush> {
  const [vehicle, sale] = await Promise.all([
    findNotificationVehicle(db, data.vehicleId),
    findTransactionByVehicleId(db, data.vehicleId),
  ]);
  if (!vehicle) return { skipped: 'vehicle no longer exists' };
  if (vehicle.status !== 'ended' || sale) return { skipped: `auction is ${sale ? 'sold' : vehicle.status}` };
  const title = vehicleTitle(vehicle);
  return {
    kind: 'listing-unsold',
    textKey: vehicle.bidCount > 0 ? 'listing-unsold' : 'listing-unsold-no-bids',
    vehicleId: vehicle.id,
    params: (language) => ({
      vehicle: title,
      price: formatEuro(vehicle.currentBid, language),
      hours: ACCEPT_WINDOW_HOURS,
    }),
    delivery: { ttlSeconds: MAX_TTL_SECONDS, urgency: 'normal', topic: toPushTopic('listing-unsold', vehicle.id) },
  };
}

/** Long enough to recognise a question on a lock screen, short enough for every push service. */
const QUESTION_EXCERPT_CHARS = 90;
const excerptOf = (text: string) =>
  text.length <= QUESTION_EXCERPT_CHARS ? text : `${text.slice(0, QUESTION_EXCERPT_CHARS - 1).trimEnd()}…`;

/**
 * A question asked on the seller's listing, or its answer to a follower: while the question stands
 * (not hidden by a moderator). The texts are the stored, masked ones, public on the page anyway.
 */
async function prepareQuestionPush(
  db: Database,
  data: PushQuestionJob,
  kind: 'question-asked' | 'question-answered',
): Promise<PreparedPush> {
  const [vehicle, question] = await Promise.all([
    findNotificationVehicle(db, data.vehicleId),
    findQuestionView(db, data.questionId),
  ]);
  if (!vehicle) return { skipped: 'vehicle no longer exists' };
  if (!question || question.vehicleId !== vehicle.id) return { skipped: 'question not found on this vehicle' };
  if (question.hiddenAt) return { skipped: 'question removed by a moderator' };
  if (kind === 'question-answered' && !question.answerText) return { skipped: 'question not answered' };
  const title = vehicleTitle(vehicle);
  return {
    kind,
    urlHash: '#questions',
    vehicleId: vehicle.id,
    params: () => ({
      vehicle: title,
      question: excerptOf(question.text),
      answer: excerptOf(question.answerText ?? ''),
    }),
    delivery: { ttlSeconds: MAX_TTL_SECONDS, urgency: 'normal', topic: toPushTopic(kind, vehicle.id) },
  };
}

/** Each job the push queue carries: its data, the preference that allows it, and what it sends. */
const PUSH_JOBS: Record<
  string,
  {
    preference: NotificationKind | ((data: unknown) => NotificationKind);
    parse(data: unknown): { userId: string; delivered?: string[] | undefined } | null;
    prepare(db: Database, data: never, now: Date): Promise<PreparedPush>;
  }
> = {
  [PUSH_JOB_NAMES.bidOutbid]: {
    preference: 'outbid',
    parse: (data) => pushOutbidJobSchema.safeParse(data).data ?? null,
    prepare: (db, data: PushOutbidJob, now) => prepareOutbidPush(db, data, now),
  },
  [PUSH_JOB_NAMES.auctionWon]: {
    preference: 'auction-won',
    parse: (data) => pushSaleJobSchema.safeParse(data).data ?? null,
    prepare: (db, data: PushSaleJob) => prepareSalePush(db, data, 'auction-won'),
  },
  [PUSH_JOB_NAMES.listingSold]: {
    preference: 'listing-sold',
    parse: (data) => pushSaleJobSchema.safeParse(data).data ?? null,
    prepare: (db, data: PushSaleJob) => prepareSalePush(db, data, 'listing-sold'),
  },
  [PUSH_JOB_NAMES.savedSearchMatch]: {
    preference: 'saved-search',
    parse: (data) => savedSearchMatchJobSchema.safeParse(data).data ?? null,
    prepare: (db, data: SavedSearchMatchJob, now) => prepareSavedSearchPush(db, data, now),
  },
  [PUSH_JOB_NAMES.listingBid]: {
    preference: 'listing-bid',
    parse: (data) => pushListingBidJobSchema.safeParse(data).data ?? null,
    prepare: (db, data: PushListingBidJob, now) => prepareRunningListingPush(db, data, 'listing-bid', now),
  },
  [PUSH_JOB_NAMES.reserveMet]: {
    preference: 'reserve-met',
    parse: (data) => pushSaleJobSchema.safeParse(data).data ?? null,
    prepare: (db, data: PushSaleJob, now) => prepareRunningListingPush(db, data, 'reserve-met', now),
  },
  [PUSH_JOB_NAMES.auctionLost]: {
    preference: 'auction-lost',
    parse: (data) => pushAuctionLostJobSchema.safeParse(data).data ?? null,
    prepare: (db, data: PushAuctionLostJob) => prepareAuctionLostPush(db, data),
  },
  [PUSH_JOB_NAMES.listingUnsold]: {
    preference: 'listing-unsold',
    parse: (data) => pushSaleJobSchema.safeParse(data).data ?? null,
    prepare: (db, data: PushSaleJob) => prepareListingUnsoldPush(db, data),
  },
  [PUSH_JOB_NAMES.questionAsked]: {
    preference: 'question-asked',
    parse: (data) => pushQuestionJobSchema.safeParse(data).data ?? null,
    prepare: (db, data: PushQuestionJob) => prepareQuestionPush(db, data, 'question-asked'),
  },
  [PUSH_JOB_NAMES.questionAnswer]: {
    preference: 'question-answered',
    parse: (data) => pushQuestionJobSchema.safeParse(data).data ?? null,
    prepare: (db, data: PushQuestionJob) => prepareQuestionPush(db, data, 'question-answered'),
  },
  [PUSH_JOB_NAMES.endingReminder]: {
    preference: (data) => reminderPreferenceOf((data as PushReminderJob).minutes),
    parse: (data) => pushReminderJobSchema.safeParse(data).data ?? null,
    prepare: (db, data: PushReminderJob, now) => prepareReminderPush(db, data, now),
  },
};

/** One push job of a fan-out: for whom, and the job itself. */
interface UserPushJob {
  userId: string;
  name: string;
  data: Record<string, unknown>;
  jobId: string;
}

/**
 * Queues the jobs of the users who have a push device, in one call; the others' jobs would find
 * none. Returns how many were queued.
 */
async function queueForReachableUsers(deps: PushProcessorDeps, jobs: UserPushJob[]): Promise<number> {
  const reachable = await findUsersWithPushDevices(deps.db, [...new Set(jobs.map((job) => job.userId))]);
  const queued = jobs.filter((job) => reachable.has(job.userId));
  if (queued.length > 0)
    await deps.queue.addBulk(queued.map(({ name, data, jobId }) => ({ name, data, opts: { jobId } })));
  return queued.length;
}

/**
 * At its moment before the end, an auction's reminder becomes one job per follower (watchers and
 * bidders, never the seller) with a push device, each with a stable id: a re-run queues nothing twice. Extended
 * since it was scheduled, it waits for its new moment.
 */
async function fanOutReminders(deps: PushProcessorDeps, job: Job, token: string | undefined): Promise<string> {
  const parsed = endingRemindersJobSchema.safeParse(job.data);
  if (!parsed.success) throw new UnrecoverableError(`invalid ${job.name} job data`);
  const { vehicleId, minutes } = parsed.data;
  const auction = await findAuctionState(deps.db, vehicleId);
  if (!auction || auction.status !== 'active') return 'skipped: auction not running';
  const decision = decideEndingReminder(deps.clock.now(), auction.auctionEndTime, minutes);
  if (decision.action === 'skip') return 'skipped: too late for this reminder';
  if (decision.action === 'wait') return delayJobUntil(job, token, decision.until);
  const followers = (await listAuctionFollowerIds(deps.db, vehicleId)).filter((id) => id !== auction.sellerId);
  const queued = await queueForReachableUsers(
    deps,
    followers.map((userId) => ({
      userId,
      name: PUSH_JOB_NAMES.endingReminder,
      data: { vehicleId, userId, minutes } satisfies PushReminderJob,
      jobId: pushJobIds.endingReminder(vehicleId, minutes, userId),
    })),
  );
  return `reminders queued for ${queued} of ${followers.length} followers`;
}

/**
 * An auction's end becomes one job per bidder who did not buy it ("not won") and, without a sale,
 * one for its seller (those with a push device), each with a stable id: a re-run queues nothing twice. A fan-out whose outcome
 * no longer stands (the seller accepted the highest bid since) leaves it to the newer one.
 */
async function fanOutAuctionEnded(deps: PushProcessorDeps, job: Job): Promise<string> {
  const parsed = auctionEndedJobSchema.safeParse(job.data);
  if (!parsed.success) throw new UnrecoverableError(`invalid ${job.name} job data`);
  const { vehicleId, outcome, purchase } = parsed.data;
  const [auction, sale] = await Promise.all([
    findAuctionState(deps.db, vehicleId),
    findTransactionByVehicleId(deps.db, vehicleId),
  ]);
  if (!auction) return 'skipped: vehicle no longer exists';
  const current: AuctionOutcome | null = sale ? 'sold' : auction.status === 'ended' ? 'ended' : null;
  if (current !== outcome) return `skipped: the auction no longer ends as ${outcome}`;
  const losers = (await listAuctionBidderIds(deps.db, vehicleId)).filter(
    (id) => id !== sale?.buyerId && id !== auction.sellerId,
  );
  const queued = await queueForReachableUsers(deps, [
    ...losers.map((userId) => ({
      userId,
      name: PUSH_JOB_NAMES.auctionLost,
      data: { vehicleId, userId, outcome, purchase } satisfies PushAuctionLostJob,
      jobId: pushJobIds.auctionLost(vehicleId, outcome, userId),
    })),
    ...(outcome === 'ended'
      ? [
          {
            userId: auction.sellerId,
            name: PUSH_JOB_NAMES.listingUnsold,
            data: { vehicleId, userId: auction.sellerId } satisfies PushSaleJob,
            jobId: pushJobIds.listingUnsold(vehicleId),
          },
        ]
      : []),
  ]);
  return `${queued} notices queued for ${losers.length} bidders${outcome === 'ended' ? ' and the seller' : ''}`;
}

/**
 * A question's first answer becomes one job per person who cares and has a push device: its asker
 * and the auction's bidders and watchers, never the seller, each with a stable id (a re-run queues nothing twice).
 */
async function fanOutQuestionAnswered(deps: PushProcessorDeps, job: Job): Promise<string> {
  const parsed = questionAnsweredJobSchema.safeParse(job.data);
  if (!parsed.success) throw new UnrecoverableError(`invalid ${job.name} job data`);
  const { vehicleId, questionId } = parsed.data;
  const [auction, question] = await Promise.all([
    findAuctionState(deps.db, vehicleId),
    findQuestionView(deps.db, questionId),
  ]);
  if (!auction || !question || question.vehicleId !== vehicleId) return 'skipped: question not found';
  const recipients = new Set([question.askerId, ...(await listAuctionFollowerIds(deps.db, vehicleId))]);
  recipients.delete(auction.sellerId);
  const queued = await queueForReachableUsers(
    deps,
    [...recipients].map((userId) => ({
      userId,
      name: PUSH_JOB_NAMES.questionAnswer,
      data: { vehicleId, userId, questionId } satisfies PushQuestionJob,
      jobId: pushJobIds.questionAnswer(questionId, userId),
    })),
  );
  return `answer notices queued for ${queued} of ${recipients.size} users`;
}

function toPayload(prepared: Exclude<PreparedPush, { skipped: string }>, language: Language, now: Date): PushPayload {
  const text = pushTexts[language][prepared.textKey ?? prepared.kind];
  const params = prepared.params(language);
  return {
    kind: prepared.kind,
    vehicleId: prepared.vehicleId,
    title: fillPlaceholders(text.title, params),
    body: fillPlaceholders(text.body, params),
    url: `/vehicle/${encodeURIComponent(prepared.vehicleId)}${prepared.urlHash ?? ''}`,
    tag: `${prepared.tagKind ?? prepared.kind}:${prepared.vehicleId}`,
    sentAt: now.toISOString(),
    language,
  };
}

/**
 * Sends one fact to every device of its user. What each push service answers is recorded on the
 * device: accepted (last success), gone (404/410: removed), or failed (counted; dropped after
 * MAX_CONSECUTIVE_PUSH_FAILURES). When some devices failed for a reason worth a retry, the job
 * notes the devices already served and fails, so BullMQ's retry sends only to the rest.
 */
export function createPushProcessor(deps: PushProcessorDeps) {
  return async (job: Job, token?: string): Promise<string> => {
    const { sender } = deps;
    if (!sender) return 'skipped: push notifications are off';
    if (job.name === PUSH_JOB_NAMES.endingReminders) return fanOutReminders(deps, job, token);
    if (job.name === PUSH_JOB_NAMES.auctionEnded) return fanOutAuctionEnded(deps, job);
    if (job.name === PUSH_JOB_NAMES.questionAnswered) return fanOutQuestionAnswered(deps, job);
    const handler = PUSH_JOBS[job.name];
    if (!handler) throw new UnrecoverableError(`unknown push job "${job.name}"`);
    const data = handler.parse(job.data);
    if (!data) throw new UnrecoverableError(`invalid ${job.name} job data`);
    // Devices first: most users have none, and a seller's every new bid comes here.
    const delivered = new Set(data.delivered ?? []);
    const targets = (await findPushTargets(deps.db, data.userId)).filter((target) => !delivered.has(target.id));
    if (targets.length === 0) return 'skipped: no devices';
    const preference = typeof handler.preference === 'function' ? handler.preference(data) : handler.preference;
    if (!(await isNotificationWanted(deps.db, data.userId, preference, 'push')))
      return `skipped: ${preference} pushes are switched off`;
    const now = deps.clock.now();
    const prepared = await handler.prepare(deps.db, data as never, now);
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
