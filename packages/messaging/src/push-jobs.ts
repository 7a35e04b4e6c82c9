import { ENDING_REMINDER_MINUTES } from '@autolicit/shared';
import type { Queue } from 'bullmq';
import { z } from 'zod';

/** Jobs of the `push` queue; each names a fact for one user, the processor decides what to send. */
export const PUSH_JOB_NAMES = {
  /** Queued with the bid that displaced the user (`push-outbid-<bidId>`). */
  bidOutbid: 'bid-outbid',
  /** Queued with a sale, to its buyer (`push-won-<vehicleId>`). */
  auctionWon: 'auction-won',
  /** Queued with a sale, to its seller (`push-sold-<vehicleId>`). */
  listingSold: 'listing-sold',
  /** Delayed to `minutes` before an auction's end (`ending-reminders-<vehicleId>-<minutes>`): fans out to its watchers and bidders. */
  endingReminders: 'ending-reminders',
  /** One user's reminder, queued by the fan-out (`push-reminder-<vehicleId>-<minutes>-<userId>`). */
  endingReminder: 'ending-reminder',
  /** A new listing matched a saved search with instant alerts (`push-search-match-<searchId>-<vehicleId>`). */
  savedSearchMatch: 'saved-search-match',
  /** Queued with a bid that moved a running auction, to its seller (`push-listing-bid-<vehicleId>-<bidSeq>`). */
  listingBid: 'listing-bid',
  /** Queued with the bid that reached the reserve, to the seller (`push-reserve-met-<vehicleId>`). */
  reserveMet: 'reserve-met',
  /**
   * Queued with an auction's end, sold or not (`auction-ended-<vehicleId>-<outcome>`): fans out to the
   * bidders who did not buy it and, without a sale, to the seller.
   */
  auctionEnded: 'auction-ended',
  /** One bidder's "not won", queued by the fan-out (`push-lost-<vehicleId>-<outcome>-<userId>`). */
  auctionLost: 'auction-lost',
  /** The seller's "ended without a sale", queued by the fan-out (`push-unsold-<vehicleId>`). */
  listingUnsold: 'listing-unsold',
  /** Queued with a new question, to the listing's seller (`push-question-asked-<questionId>`). */
  questionAsked: 'question-asked',
  /**
   * Queued with a question's first answer (`question-answered-<questionId>`): fans out to its asker and
   * the auction's bidders and watchers, never the seller.
   */
  questionAnswered: 'question-answered',
  /** One follower's "the seller answered", queued by the fan-out (`push-question-answer-<questionId>-<userId>`). */
  questionAnswer: 'question-answer',
} as const;

/** Devices already served by an earlier attempt: a retry sends only to the others. */
const delivered = z.array(z.uuid()).optional();

export const pushOutbidJobSchema = z.object({
  vehicleId: z.uuid(),
  userId: z.uuid(),
  bidId: z.uuid(),
  /** The user's maximum bid was beaten: the platform can no longer bid for them. */
  maximumExceeded: z.boolean().optional(),
  delivered,
});
export type PushOutbidJob = z.infer<typeof pushOutbidJobSchema>;

export const pushSaleJobSchema = z.object({ vehicleId: z.uuid(), userId: z.uuid(), delivered });
export type PushSaleJob = z.infer<typeof pushSaleJobSchema>;

const reminderMinutes = z.union(ENDING_REMINDER_MINUTES.map((minutes) => z.literal(minutes)));

export const endingRemindersJobSchema = z.object({ vehicleId: z.uuid(), minutes: reminderMinutes });
export type EndingRemindersJob = z.infer<typeof endingRemindersJobSchema>;

export const pushReminderJobSchema = z.object({
  vehicleId: z.uuid(),
  userId: z.uuid(),
  minutes: reminderMinutes,
  delivered,
});
export type PushReminderJob = z.infer<typeof pushReminderJobSchema>;

export const savedSearchMatchJobSchema = z.object({
  vehicleId: z.uuid(),
  userId: z.uuid(),
  savedSearchId: z.uuid(),
  delivered,
});
export type SavedSearchMatchJob = z.infer<typeof savedSearchMatchJobSchema>;

export const pushListingBidJobSchema = z.object({
  vehicleId: z.uuid(),
  userId: z.uuid(),
  /** The bid's place in the auction: a job whose bid is no longer the latest leaves the news to a later one. */
  bidSeq: z.number().int().positive(),
  delivered,
});
export type PushListingBidJob = z.infer<typeof pushListingBidJobSchema>;

/** How an auction ended, as its end-of-auction notices say it. */
export const auctionOutcomeSchema = z.enum(['sold', 'ended']);
export type AuctionOutcome = z.infer<typeof auctionOutcomeSchema>;

/** `purchase`: sold by a buy-now, whose displaced leader was told at once (the notice "not won" replaces). */
export const auctionEndedJobSchema = z.object({
  vehicleId: z.uuid(),
  outcome: auctionOutcomeSchema,
  purchase: z.boolean().optional(),
});
export type AuctionEndedJob = z.infer<typeof auctionEndedJobSchema>;

export const pushAuctionLostJobSchema = z.object({
  vehicleId: z.uuid(),
  userId: z.uuid(),
  outcome: auctionOutcomeSchema,
  purchase: z.boolean().optional(),
  delivered,
});
export type PushAuctionLostJob = z.infer<typeof pushAuctionLostJobSchema>;

export const pushQuestionJobSchema = z.object({
  vehicleId: z.uuid(),
  userId: z.uuid(),
  questionId: z.uuid(),
  delivered,
});
export type PushQuestionJob = z.infer<typeof pushQuestionJobSchema>;

export const questionAnsweredJobSchema = z.object({ vehicleId: z.uuid(), questionId: z.uuid() });
export type QuestionAnsweredJob = z.infer<typeof questionAnsweredJobSchema>;

export const pushJobIds = {
  bidOutbid: (bidId: string) => `push-outbid-${bidId}`,
  auctionWon: (vehicleId: string) => `push-won-${vehicleId}`,
  listingSold: (vehicleId: string) => `push-sold-${vehicleId}`,
  endingReminders: (vehicleId: string, minutes: number) => `ending-reminders-${vehicleId}-${minutes}`,
  endingReminder: (vehicleId: string, minutes: number, userId: string) =>
    `push-reminder-${vehicleId}-${minutes}-${userId}`,
  savedSearchMatch: (savedSearchId: string, vehicleId: string) => `push-search-match-${savedSearchId}-${vehicleId}`,
  listingBid: (vehicleId: string, bidSeq: number) => `push-listing-bid-${vehicleId}-${bidSeq}`,
  reserveMet: (vehicleId: string) => `push-reserve-met-${vehicleId}`,
  auctionEnded: (vehicleId: string, outcome: AuctionOutcome) => `auction-ended-${vehicleId}-${outcome}`,
  auctionLost: (vehicleId: string, outcome: AuctionOutcome, userId: string) =>
    `push-lost-${vehicleId}-${outcome}-${userId}`,
  listingUnsold: (vehicleId: string) => `push-unsold-${vehicleId}`,
  questionAsked: (questionId: string) => `push-question-asked-${questionId}`,
  questionAnswered: (questionId: string) => `question-answered-${questionId}`,
  questionAnswer: (questionId: string, userId: string) => `push-question-answer-${questionId}-${userId}`,
};

/**
 * Schedules an auction's reminders at 60, 15 and 2 minutes before its end (those still ahead). The
 * jobs re-read the end when they run: an auction extended meanwhile gets them later.
 */
export async function scheduleEndingReminders(
  queue: Queue,
  vehicleId: string,
  endTime: Date,
  now: Date,
): Promise<void> {
  const due = ENDING_REMINDER_MINUTES.map((minutes) => ({
    minutes,
    delay: endTime.getTime() - minutes * 60_000 - now.getTime(),
  })).filter(({ delay }) => delay > 0);
  if (due.length === 0) return;
  await queue.addBulk(
    due.map(({ minutes, delay }) => ({
      name: PUSH_JOB_NAMES.endingReminders,
      data: { vehicleId, minutes } satisfies EndingRemindersJob,
      opts: { jobId: pushJobIds.endingReminders(vehicleId, minutes), delay },
    })),
  );
}
