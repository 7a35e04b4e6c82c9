import { AUCTION_RESCHEDULED_JOB_NAME } from './auction-reschedule';
import type { Queue } from 'bullmq';
import { z } from 'zod';
import { type AuctionOutcome, auctionOutcomeSchema } from './push-jobs';

/** Jobs of the `notifications` queue queued by the workers (the email processor consumes them). */
export const NOTIFICATION_JOB_NAMES = {
  auctionWon: 'auction-won',
  auctionSold: 'auction-sold',
  watchlistEndingSoon: 'watchlist-ending-soon',
  /** Queued by the server's cancel (`cancelled-<vehicleId>-<userId>`), to each bidder and watcher. */
  auctionCancelled: 'auction-cancelled',
  /**
   * Queued by an operator's extension or correction and by the automatic outage extension
   * (`rescheduled-<vehicleId>-<userId>-<end>`, `@autolicit/messaging`).
   */
  auctionRescheduled: AUCTION_RESCHEDULED_JOB_NAME,
  /** Queued when a sale's payment is recorded (or its absence): `settled-<transactionId>-<userId>`. */
  transactionSettled: 'transaction-settled',
  /** Queued with the bid that reached the reserve, to the seller (`reserve-met-<vehicleId>`). */
  reserveMet: 'reserve-met',
  /** One bidder's "not won", queued by the end's notices (`lost-<vehicleId>-<outcome>-<userId>`). */
  auctionLost: 'auction-lost',
  /** The seller's "ended without a sale", queued by the end's notices (`unsold-<vehicleId>`). */
  listingUnsold: 'listing-unsold',
} as const;

export type NotificationJobName = (typeof NOTIFICATION_JOB_NAMES)[keyof typeof NOTIFICATION_JOB_NAMES];

export const userNotificationJobSchema = z.object({ vehicleId: z.uuid(), userId: z.uuid() });
export type UserNotificationJob = z.infer<typeof userNotificationJobSchema>;

/**
 * Stable ids: one email per fact, whoever queues it and however often (the bid service uses the
 * same ids for a buy-now sale). BullMQ ignores an add whose id is still in the queue.
 */
export const notificationJobIds = {
  auctionWon: (vehicleId: string) => `won-${vehicleId}`,
  auctionSold: (vehicleId: string) => `sold-${vehicleId}`,
  watchlistEndingSoon: (vehicleId: string, userId: string) => `ending-soon-${vehicleId}-${userId}`,
  reserveMet: (vehicleId: string) => `reserve-met-${vehicleId}`,
  auctionEnded: (vehicleId: string, outcome: AuctionOutcome) => `ended-${vehicleId}-${outcome}`,
  auctionLost: (vehicleId: string, outcome: AuctionOutcome, userId: string) => `lost-${vehicleId}-${outcome}-${userId}`,
  listingUnsold: (vehicleId: string) => `unsold-${vehicleId}`,
};

/**
 * Queued with an auction's end, sold or not (`ended-<vehicleId>-<outcome>`), beside the push
 * fan-out: becomes one outbox message with the in-app notice and the e-mail job of each bidder who
 * did not buy it and, without a sale, of its seller. Not an e-mail itself.
 */
export const AUCTION_ENDED_NOTICES_JOB_NAME = 'auction-ended';
export const auctionEndedNoticesJobSchema = z.object({
  vehicleId: z.uuid(),
  outcome: auctionOutcomeSchema,
  /** A buy-now's displaced leader, already e-mailed "bought by another bidder": no second e-mail. */
  displacedBidderId: z.uuid().optional(),
});
export type AuctionEndedNoticesJob = z.infer<typeof auctionEndedNoticesJobSchema>;

export const auctionLostEmailJobSchema = z.object({
  vehicleId: z.uuid(),
  userId: z.uuid(),
  outcome: auctionOutcomeSchema,
});
export type AuctionLostEmailJob = z.infer<typeof auctionLostEmailJobSchema>;

export interface UserNotification {
  name: NotificationJobName;
  jobId: string;
  data: UserNotificationJob;
}

/** Queues the given emails in one round trip; the queue's defaults give them retries with backoff. */
export async function queueUserNotifications(queue: Queue, notifications: UserNotification[]): Promise<void> {
  if (notifications.length === 0) return;
  await queue.addBulk(notifications.map((n) => ({ name: n.name, data: n.data, opts: { jobId: n.jobId } })));
}

/** Queued by the bid services (`outbid-<bidId>`) and by the server's forgot-password flow. */
export const BID_OUTBID_JOB_NAME = 'bid-outbid';
export const PASSWORD_RESET_JOB_NAME = 'password-reset';
/** Queued by an admin's decision on a professional account (`trader-reviewed-<userId>`). */
export const TRADER_REVIEWED_JOB_NAME = 'trader-reviewed';
export const traderReviewedJobSchema = z.object({ userId: z.uuid() });

/** A new listing matched a saved search with instant alerts (`search-match-<searchId>-<vehicleId>`). */
export const SAVED_SEARCH_MATCH_JOB_NAME = 'saved-search-match';
export const savedSearchMatchEmailJobSchema = z.object({
  vehicleId: z.uuid(),
  userId: z.uuid(),
  savedSearchId: z.uuid(),
});
/** One user's daily digest of new matches (`search-digest-<userId>-<day>`), queued by the digest round (`auction-close` queue). */
export const SAVED_SEARCH_DIGEST_JOB_NAME = 'saved-search-digest';
export const savedSearchDigestJobSchema = z.object({
  userId: z.uuid(),
  entries: z.array(z.object({ savedSearchId: z.uuid(), vehicleId: z.uuid() })).min(1),
});

/**
 * Queued with a question, to the listing's seller (`question-asked-email-<questionId>`), and with its
 * first answer, to its asker (`question-answered-email-<questionId>`), in the outbox message of the push.
 */
export const QUESTION_ASKED_JOB_NAME = 'question-asked';
export const QUESTION_ANSWERED_JOB_NAME = 'question-answered';
export const questionEmailJobSchema = z.object({ vehicleId: z.uuid(), userId: z.uuid(), questionId: z.uuid() });
export type QuestionEmailJob = z.infer<typeof questionEmailJobSchema>;
export const questionEmailJobIds = {
  asked: (questionId: string) => `question-asked-email-${questionId}`,
  answered: (questionId: string) => `question-answered-email-${questionId}`,
};

export const bidOutbidJobSchema = z.object({ vehicleId: z.uuid(), userId: z.uuid(), bidId: z.uuid() });
export type BidOutbidJob = z.infer<typeof bidOutbidJobSchema>;

export const passwordResetJobSchema = z.object({
  userId: z.uuid(),
  email: z.email(),
  // Only web links: the URL becomes an href in the HTML body.
  resetUrl: z.url({ protocol: /^https?$/ }),
});
export type PasswordResetJob = z.infer<typeof passwordResetJobSchema>;

/** Every job the email processor understands, by job name. */
export const notificationJobSchemas = {
  [BID_OUTBID_JOB_NAME]: bidOutbidJobSchema,
  [NOTIFICATION_JOB_NAMES.auctionWon]: userNotificationJobSchema,
  [NOTIFICATION_JOB_NAMES.auctionSold]: userNotificationJobSchema,
  [NOTIFICATION_JOB_NAMES.watchlistEndingSoon]: userNotificationJobSchema,
  [NOTIFICATION_JOB_NAMES.auctionCancelled]: userNotificationJobSchema,
  [NOTIFICATION_JOB_NAMES.auctionRescheduled]: userNotificationJobSchema,
  [NOTIFICATION_JOB_NAMES.transactionSettled]: userNotificationJobSchema,
  [NOTIFICATION_JOB_NAMES.reserveMet]: userNotificationJobSchema,
  [NOTIFICATION_JOB_NAMES.auctionLost]: auctionLostEmailJobSchema,
  [NOTIFICATION_JOB_NAMES.listingUnsold]: userNotificationJobSchema,
  [PASSWORD_RESET_JOB_NAME]: passwordResetJobSchema,
  [TRADER_REVIEWED_JOB_NAME]: traderReviewedJobSchema,
  [SAVED_SEARCH_MATCH_JOB_NAME]: savedSearchMatchEmailJobSchema,
  [SAVED_SEARCH_DIGEST_JOB_NAME]: savedSearchDigestJobSchema,
  [QUESTION_ASKED_JOB_NAME]: questionEmailJobSchema,
  [QUESTION_ANSWERED_JOB_NAME]: questionEmailJobSchema,
} as const;

type NotificationJobSchemas = typeof notificationJobSchemas;

/** A validated notification job: its name tells the shape of its data. */
export type NotificationJob = {
  [Name in keyof NotificationJobSchemas]: { name: Name; data: z.output<NotificationJobSchemas[Name]> };
}[keyof NotificationJobSchemas];

function isNotificationJobName(name: string): name is keyof NotificationJobSchemas {
  return Object.hasOwn(notificationJobSchemas, name);
}

export type ParseNotificationJobResult = { job: NotificationJob } | { problem: string };

/**
 * Validates a job's name and data. The problem names the failing fields, never their values, so a
 * reset token in a malformed job does not end up in the logs or in the job's failure reason.
 */
export function parseNotificationJob(name: string, data: unknown): ParseNotificationJobResult {
  if (!isNotificationJobName(name)) return { problem: `unknown notification job "${name}"` };
  const parsed = notificationJobSchemas[name].safeParse(data);
  if (!parsed.success) {
    return {
      problem: `invalid ${name} job data: ${parsed.error.issues.map((i) => `${i.path.join('.') || '(data)'} ${i.code}`).join(', ')}`,
    };
  }
  return { job: { name, data: parsed.data } as NotificationJob };
}
