import {
  type Database,
  findBidderStanding,
  findNotificationRecipient,
  findNotificationVehicle,
  findOutbidFacts,
  findProfessionalReview,
  findQuestionView,
  findSavedSearchAlert,
  findTransactionByVehicleId,
  ensureUnsubscribeToken,
  isInWatchlist,
  isNotificationWanted,
} from '@autolicit/db';
import {
  type NotificationKind,
  centsToMoney,
  getAcceptUnderReserveDeadline,
  getMinimumNextBid,
  toBidLevel,
  toCents,
} from '@autolicit/shared';
import { type Job, UnrecoverableError } from 'bullmq';
import type { Logger } from '../lib/logger';
import type { Clock } from '../worker-deps';
import type { Mailer } from './create-mailer';
import {
  AUCTION_ENDED_NOTICES_JOB_NAME,
  type NotificationJob,
  type OutboxDelivery,
  auctionEndedNoticesJobSchema,
  parseNotificationJob,
} from '@autolicit/messaging';
import { queueAuctionEndedNotices } from './auction-ended-notices.service';
import { type NotificationEmail, renderNotificationEmail } from './render-notification-email';

/**
 * The e-mails a user may switch off, by job, with the kind their preference is stored under; the
 * others (account, payment, an auction cancelled or moved) are always sent.
 */
const EMAIL_KIND_OF_JOB: Partial<Record<string, NotificationKind>> = {
  'bid-outbid': 'outbid',
  'watchlist-ending-soon': 'ending-soon',
  'auction-won': 'auction-won',
  'auction-sold': 'listing-sold',
  'auction-lost': 'auction-lost',
  'listing-unsold': 'listing-unsold',
  'reserve-met': 'reserve-met',
  'saved-search-match': 'saved-search',
  'saved-search-digest': 'saved-search',
  'question-asked': 'question-asked',
  'question-answered': 'question-answered',
};

/** SMTP servers limit parallel connections per client; a handful of sends at once is plenty. */
export const NOTIFICATIONS_CONCURRENCY = 4;

export interface NotificationProcessorDeps {
  db: Database;
  mailer: Mailer;
  /** Origin of the web app without a trailing slash, for the links in the emails. */
  appOrigin: string;
  logger: Logger;
  /** The time alerts are judged at (an auction over by then is left out); the system clock if absent. */
  clock?: Clock;
  /** Delivers the outbox messages a fan-out writes (the end's notices); the host's relay sends what it cannot. */
  outbox: Pick<OutboxDelivery, 'deliver'>;
}

/** An email to send, or why there is none (which is final: a retry would find the same). */
type PreparedEmail = { to: string; email: NotificationEmail } | { skipped: string };

type VehicleJob = Exclude<
  NotificationJob,
  {
    name:
      | 'password-reset'
      | 'trader-reviewed'
      | 'saved-search-match'
      | 'saved-search-digest'
      | 'question-asked'
      | 'question-answered';
  }
>;
type SavedSearchJob = Extract<NotificationJob, { name: 'saved-search-match' | 'saved-search-digest' }>;
type QuestionJob = Extract<NotificationJob, { name: 'question-asked' | 'question-answered' }>;

/**
 * A question, to the seller, or its answer, to the asker: while the question stands (not removed by
 * a moderator), with the stored, masked texts the listing's page shows anyway.
 */
async function prepareQuestionEmail(db: Database, job: QuestionJob): Promise<PreparedEmail> {
  const { userId, vehicleId, questionId } = job.data;
  const [recipient, vehicle, question] = await Promise.all([
    findNotificationRecipient(db, userId),
    findNotificationVehicle(db, vehicleId),
    findQuestionView(db, questionId),
  ]);
  if (!recipient) return { skipped: 'recipient no longer exists' };
  if (!vehicle) return { skipped: 'vehicle no longer exists' };
  if (!question || question.vehicleId !== vehicleId) return { skipped: 'question not found on this vehicle' };
  if (question.hiddenAt) return { skipped: 'question removed by a moderator' };
  const base = { firstName: recipient.firstName, vehicle: headline(vehicle), question: question.text };
  if (job.name === 'question-asked') return { to: recipient.email, email: { ...base, kind: 'question-asked' } };
  if (question.askerId !== userId) return { skipped: 'recipient did not ask the question' };
  if (question.answerText === null) return { skipped: 'question not answered' };
  return { to: recipient.email, email: { ...base, kind: 'question-answered', answer: question.answerText } };
}

/**
 * A saved search's alert, as the searches and listings stand when sent: a deleted search, one whose
 * alert was changed, or a listing no longer open for bids sends nothing (a digest leaves them out).
 */
async function prepareSavedSearchEmail(db: Database, job: SavedSearchJob, now: Date): Promise<PreparedEmail> {
  const recipient = await findNotificationRecipient(db, job.data.userId);
  if (!recipient) return { skipped: 'recipient no longer exists' };
  const entries =
    job.name === 'saved-search-match'
      ? [{ savedSearchId: job.data.savedSearchId, vehicleId: job.data.vehicleId }]
      : job.data.entries;
  const wantedAlert = job.name === 'saved-search-match' ? 'instant' : 'daily';
  const listings = (
    await Promise.all(
      entries.map(async ({ savedSearchId, vehicleId }) => {
        const [search, vehicle] = await Promise.all([
          findSavedSearchAlert(db, job.data.userId, savedSearchId),
          findNotificationVehicle(db, vehicleId),
        ]);
        if (!search || search.alert !== wantedAlert || !vehicle) return [];
        if (vehicle.status !== 'active' || vehicle.auctionEndTime.getTime() <= now.getTime()) return [];
        const hasBids = vehicle.bidCount > 0;
        return [
          {
            searchName: search.name,
            vehicle: headline(vehicle),
            price: hasBids ? vehicle.currentBid : vehicle.startingBid,
            hasBids,
            auctionEndTime: vehicle.auctionEndTime,
          },
        ];
      }),
    )
  ).flat();
  if (listings.length === 0) return { skipped: 'no listing of the alert is still open with its search' };
  if (job.name === 'saved-search-digest')
    return { to: recipient.email, email: { kind: 'saved-search-digest', firstName: recipient.firstName, listings } };
  const [listing] = listings;
  return {
    to: recipient.email,
    email: { kind: 'saved-search-match', firstName: recipient.firstName, ...listing! },
  };
}

/** The vehicle as an e-mail names it (never its prices or parties). */
const headline = (vehicle: { id: string; year: number; make: string; model: string }) => ({
  id: vehicle.id,
  year: vehicle.year,
  make: vehicle.make,
  model: vehicle.model,
});

/**
 * Until when the seller may still accept the highest bid of an auction that ended under its reserve
 * (as the acceptance itself checks); null once that has passed or the vehicle was relisted.
 */
function acceptanceDeadline(
  vehicle: { closedAt: Date | null; relistedAs: string | null; bidCount: number },
  now: Date,
): Date | null {
  if (!vehicle.closedAt || vehicle.relistedAs || vehicle.bidCount === 0) return null;
  const deadline = getAcceptUnderReserveDeadline(vehicle.closedAt);
  return deadline.getTime() > now.getTime() ? deadline : null;
}

async function prepareVehicleEmail(db: Database, job: VehicleJob, now: Date): Promise<PreparedEmail> {
  const { userId, vehicleId } = job.data;
  const [recipient, vehicle] = await Promise.all([
    findNotificationRecipient(db, userId),
    findNotificationVehicle(db, vehicleId),
  ]);
  if (!recipient) return { skipped: 'recipient no longer exists' };
  if (!vehicle) return { skipped: 'vehicle no longer exists' };
  const base = {
    firstName: recipient.firstName,
    vehicle: headline(vehicle),
  };
  const minimumNextBid = getMinimumNextBid(toBidLevel(vehicle));

  switch (job.name) {
    case 'bid-outbid': {
      const facts = await findOutbidFacts(db, job.data.bidId, userId);
      if (!facts || facts.vehicleId !== vehicleId) return { skipped: 'bid not found on this vehicle' };
      if (facts.isPurchase) {
        return {
          to: recipient.email,
          email: {
            ...base,
            kind: 'bid-outbid-by-purchase',
            previousBid: facts.previousBid,
            purchasePrice: facts.amount,
          },
        };
      }
      // The email describes the auction as it is when sent: by then the reader may lead again,
      // or (after retries) the auction may be over, and "bid again" would be false.
      if (vehicle.highBidderId === userId) return { skipped: 'recipient is the high bidder again' };
      if (vehicle.status !== 'active') return { skipped: `auction is ${vehicle.status}` };
      return {
        to: recipient.email,
        email: {
          ...base,
          kind: 'bid-outbid',
          previousBid: facts.previousBid,
          currentBid: vehicle.currentBid,
          minimumNextBid,
          auctionEndTime: vehicle.auctionEndTime,
        },
      };
    }
    case 'reserve-met': {
      // Told while it helps: once the auction is over, its end's own notice says how it went.
      if (vehicle.status !== 'active') return { skipped: `auction is ${vehicle.status}` };
      if (vehicle.sellerId !== userId) return { skipped: 'recipient is not the seller' };
      return {
        to: recipient.email,
        email: {
          ...base,
          kind: 'reserve-met',
          currentBid: vehicle.currentBid,
          bidCount: vehicle.bidCount,
          auctionEndTime: vehicle.auctionEndTime,
        },
      };
    }
    case 'auction-lost': {
      const { outcome } = job.data;
      const [sale, standing] = await Promise.all([
        findTransactionByVehicleId(db, vehicleId),
        findBidderStanding(db, vehicleId, userId),
      ]);
      // Only while the end it tells stands: a sale accepted since sends its own "not won".
      const stands = outcome === 'sold' ? sale !== null : vehicle.status === 'ended' && sale === null;
      if (!stands) return { skipped: `the auction no longer ends as ${outcome}` };
      if (sale?.buyerId === userId) return { skipped: 'recipient bought it' };
      return {
        to: recipient.email,
        email: {
          ...base,
          kind: 'auction-lost',
          outcome,
          price: sale ? sale.finalPrice : vehicle.currentBid,
          yourBid: standing?.highestBid ?? null,
          acceptUntil: !sale && vehicle.highBidderId === userId ? acceptanceDeadline(vehicle, now) : null,
        },
      };
    }
    case 'listing-unsold': {
      const sale = await findTransactionByVehicleId(db, vehicleId);
      if (vehicle.status !== 'ended' || sale) return { skipped: `auction is ${sale ? 'sold' : vehicle.status}` };
      if (vehicle.sellerId !== userId) return { skipped: 'recipient is not the seller' };
      if (vehicle.relistedAs) return { skipped: 'the vehicle was relisted since' };
      const hasBids = vehicle.bidCount > 0;
      return {
        to: recipient.email,
        email: {
          ...base,
          kind: 'listing-unsold',
          bidCount: vehicle.bidCount,
          highestBid: hasBids ? vehicle.currentBid : null,
          acceptUntil: hasBids ? acceptanceDeadline(vehicle, now) : null,
        },
      };
    }
    case 'auction-won':
    case 'auction-sold': {
      const sale = await findTransactionByVehicleId(db, vehicleId);
      const party = job.name === 'auction-won' ? sale?.buyerId : sale?.sellerId;
      if (!sale || party !== userId)
        return {
          skipped: `no sale of this vehicle with the recipient as ${job.name === 'auction-won' ? 'buyer' : 'seller'}`,
        };
      if (job.name === 'auction-sold')
        return { to: recipient.email, email: { ...base, kind: 'auction-sold', finalPrice: sale.finalPrice } };
      const total = centsToMoney(toCents(sale.finalPrice) + toCents(sale.fee));
      return {
        to: recipient.email,
        email: { ...base, kind: 'auction-won', finalPrice: sale.finalPrice, fee: sale.fee, total },
      };
    }
    case 'transaction-settled': {
      const sale = await findTransactionByVehicleId(db, vehicleId);
      if (!sale || (sale.buyerId !== userId && sale.sellerId !== userId))
        return { skipped: 'no sale of this vehicle with the recipient as a party' };
      if (sale.paymentStatus === 'pending') return { skipped: 'the sale is still pending' };
      return {
        to: recipient.email,
        email: {
          ...base,
          kind: 'transaction-settled',
          paymentStatus: sale.paymentStatus,
          asBuyer: sale.buyerId === userId,
          finalPrice: sale.finalPrice,
        },
      };
    }
    case 'auction-rescheduled': {
      // Sent with the end as it is now (a later move, or a bid's extension, is what counts).
      if (vehicle.status !== 'active') return { skipped: `auction is ${vehicle.status}` };
      return {
        to: recipient.email,
        email: { ...base, kind: 'auction-rescheduled', auctionEndTime: vehicle.auctionEndTime },
      };
    }
    case 'auction-cancelled': {
      if (vehicle.status !== 'cancelled') return { skipped: `auction is ${vehicle.status}` };
      return { to: recipient.email, email: { ...base, kind: 'auction-cancelled', reason: vehicle.cancelReason ?? '' } };
    }
    case 'watchlist-ending-soon': {
      if (vehicle.status !== 'active') return { skipped: `auction is ${vehicle.status}` };
      if (!(await isInWatchlist(db, userId, vehicleId))) return { skipped: 'vehicle no longer on the watchlist' };
      return {
        to: recipient.email,
        email: {
          ...base,
          kind: 'watchlist-ending-soon',
          bidCount: vehicle.bidCount,
          currentBid: vehicle.currentBid,
          minimumNextBid,
          auctionEndTime: vehicle.auctionEndTime,
        },
      };
    }
  }
}

async function prepareEmail(db: Database, job: NotificationJob, now: Date): Promise<PreparedEmail> {
  if (job.name === 'saved-search-match' || job.name === 'saved-search-digest')
    return prepareSavedSearchEmail(db, job, now);
  if (job.name === 'question-asked' || job.name === 'question-answered') return prepareQuestionEmail(db, job);
  if (job.name === 'trader-reviewed') {
    const [recipient, review] = await Promise.all([
      findNotificationRecipient(db, job.data.userId),
      findProfessionalReview(db, job.data.userId),
    ]);
    if (!recipient || !review) return { skipped: 'professional account no longer exists' };
    if (review.verificationStatus === 'pending') return { skipped: 'the account is pending again' };
    return {
      to: recipient.email,
      email: {
        kind: 'trader-reviewed',
        firstName: recipient.firstName,
        verified: review.verificationStatus === 'verified',
        reason: review.rejectionReason,
      },
    };
  }
  if (job.name !== 'password-reset') return prepareVehicleEmail(db, job, now);
  const recipient = await findNotificationRecipient(db, job.data.userId);
  if (!recipient) return { skipped: 'recipient no longer exists' };
  // A link asked for one address never goes to another: the account's email may have changed.
  if (recipient.email !== job.data.email.toLowerCase()) return { skipped: 'account email changed since the request' };
  return {
    to: recipient.email,
    email: { kind: 'password-reset', firstName: recipient.firstName, resetUrl: job.data.resetUrl },
  };
}

/**
 * The processor of the `notifications` queue. Malformed or unknown jobs fail at once with an
 * `UnrecoverableError` (no retries); a recipient, vehicle, bid or sale that is gone, or a fact that
 * is no longer true, completes the job without an email; a database or mailer failure rejects, so
 * BullMQ retries the job with its backoff. Each attempt re-reads the database, so an email reports
 * the state when it is sent. Delivery is at least once: a worker that dies after the SMTP server
 * accepted a message sends it again on the retry.
 */
export function createNotificationProcessor(deps: NotificationProcessorDeps): (job: Job) => Promise<void> {
  return async (job) => {
    if (job.name === AUCTION_ENDED_NOTICES_JOB_NAME) {
      const notices = auctionEndedNoticesJobSchema.safeParse(job.data);
      if (!notices.success) throw new UnrecoverableError(`invalid ${job.name} job data`);
      const result = await queueAuctionEndedNotices(deps, notices.data);
      deps.logger.info({ jobId: job.id, job: job.name, vehicleId: notices.data.vehicleId, result }, 'auction end told');
      return;
    }
    const parsed = parseNotificationJob(job.name, job.data);
    if ('problem' in parsed) {
      deps.logger.error({ jobId: job.id, job: job.name, problem: parsed.problem }, 'notification job rejected');
      throw new UnrecoverableError(parsed.problem);
    }
    const { data } = parsed.job;
    const context = {
      jobId: job.id,
      job: job.name,
      userId: data.userId,
      vehicleId: 'vehicleId' in data ? data.vehicleId : undefined,
    };
    const kind = EMAIL_KIND_OF_JOB[job.name];
    if (kind && !(await isNotificationWanted(deps.db, data.userId, kind, 'email'))) {
      deps.logger.info({ ...context, reason: `${kind} e-mails are switched off` }, 'notification not sent');
      return;
    }
    const prepared = await prepareEmail(deps.db, parsed.job, deps.clock?.now() ?? new Date());
    if ('skipped' in prepared) {
      deps.logger.info({ ...context, reason: prepared.skipped }, 'notification not sent');
      return;
    }
    if (!kind) {
      await deps.mailer.send({ to: prepared.to, ...renderNotificationEmail(prepared.email, deps.appOrigin) });
    } else {
      const token = await ensureUnsubscribeToken(deps.db, data.userId);
      const unsubscribeUrl = `${deps.appOrigin}/api/email-unsubscribe?${new URLSearchParams({ token, kind })}`;
      await deps.mailer.send({
        to: prepared.to,
        ...renderNotificationEmail(prepared.email, deps.appOrigin, { unsubscribeUrl }),
        // RFC 8058: mail clients offer an unsubscribe button that POSTs to this URL, no sign-in.
        headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      });
    }
    deps.logger.info({ ...context, attempt: job.attemptsMade + 1 }, 'notification sent');
  };
}
