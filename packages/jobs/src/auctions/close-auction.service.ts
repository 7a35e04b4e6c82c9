import {
  type AuctionState,
  type Executor,
  type OutboxMessage,
  type TransactionRow,
  type VehicleRow,
  closeAuction,
  closeDueAuctions,
  findAuctionState,
  findTransactionByVehicleId,
  insertOutboxMessages,
  insertSales,
} from '@autolicit/db';
import {
  type ClosedAuction,
  OUTBOX_WRITER_LEASE_MS,
  type UserNotification,
  buildClosedOutboxMessage,
  buildSaleNotifications,
  queueUserNotifications,
} from '@autolicit/messaging';
import { calculateFeeSummary } from '@autolicit/shared';
import { mapWithConcurrency } from '../lib/map-with-concurrency';
import type { AuctionServiceDeps } from '../worker-deps';

export type CloseAuctionResult =
  | {
      outcome: 'closed-sold';
      vehicle: VehicleRow;
      transaction: TransactionRow;
      lagMs: number;
      notificationsQueued: boolean;
    }
  | { outcome: 'closed-ended'; vehicle: VehicleRow; lagMs: number; notificationsQueued: boolean }
  /** Still running: PostgreSQL's end time, which a late bid may have moved (anti-sniping). */
  | { outcome: 'not-due'; auctionEndTime: Date }
  /** Due, but its end fell in an outage not yet applied (the close guard): its extension comes first. */
  | { outcome: 'held-by-outage'; auctionEndTime: Date }
  | { outcome: 'already-closed'; status: AuctionState['status']; notificationsQueued: boolean }
  | { outcome: 'missing' };

/**
 * A sale closed this recently gets its emails queued again by whoever finds it closed (the job's
 * retry, the sweeper): covers a crash or a Redis error between the commit and the queueing. The
 * stable job ids make this a no-op when they were queued. Older sales are left alone, so a buy-now
 * found by its close job days later cannot send its emails twice.
 */
const REQUEUE_SALE_EMAILS_WITHIN_MS = 30 * 60 * 1000;

/** Queues emails after a commit; a Redis failure is logged and reported, never undoes the close. */
async function tryQueueNotifications(
  deps: AuctionServiceDeps,
  vehicleIds: string[],
  notifications: UserNotification[],
): Promise<boolean> {
  try {
    await queueUserNotifications(deps.queues.notifications, notifications);
    return true;
  } catch (error) {
    deps.logger.error({ err: error, vehicleIds }, 'could not queue the auction emails');
    return false;
  }
}

/**
 * Writes the pending transaction of each sale among just-closed auctions, in the closing
 * transaction. The unique index on transactions.vehicle_id keeps one sale per vehicle whatever
 * happens; a row already there (from an earlier, inconsistent path) is the sale to report.
 */
async function recordSales(tx: Executor, closed: VehicleRow[], now: Date): Promise<ClosedAuction[]> {
  const sold = closed.filter((v) => v.status === 'sold');
  const inserted = await insertSales(
    tx,
    sold.map((vehicle) => ({
      vehicleId: vehicle.id,
      buyerId: vehicle.highBidderId!,
      sellerId: vehicle.sellerId,
      finalPrice: vehicle.currentBid,
      fee: calculateFeeSummary(vehicle.currentBid).fee,
      paymentStatus: 'pending' as const,
      createdAt: now,
    })),
  );
  const sales = new Map(inserted.map((sale) => [sale.vehicleId, sale]));
  for (const vehicle of sold) {
    if (!sales.has(vehicle.id)) sales.set(vehicle.id, (await findTransactionByVehicleId(tx, vehicle.id))!);
  }
  return closed.map((vehicle) => ({ vehicle, sale: sales.get(vehicle.id) ?? null }));
}

/** Closes (in the caller's transaction) and writes each close's outbox message with it. */
async function closeWithOutbox(tx: Executor, vehicles: VehicleRow[], now: Date) {
  const closed = await recordSales(tx, vehicles, now);
  const messages = closed.map((auction) => buildClosedOutboxMessage(auction, now.toISOString()));
  await insertOutboxMessages(tx, messages, new Date(now.getTime() + OUTBOX_WRITER_LEASE_MS));
  return { closed, messages };
}

/**
 * After the commit: delivers each close's events and emails. Returns whether all went out
 * (false: Redis refused something; the close stands and the outbox relay delivers it later).
 */
async function announceClosed(deps: AuctionServiceDeps, messages: OutboxMessage[]): Promise<boolean> {
  const results = await mapWithConcurrency(messages, 16, (message) => deps.outbox.deliver(message));
  return results.every((r) => r.status === 'fulfilled' && r.value);
}

export interface CloseDueAuctionsResult {
  closed: { vehicleId: string; status: 'sold' | 'ended'; lagMs: number }[];
  notificationsQueued: boolean;
}

/**
 * Closes up to `limit` due auctions at once, in one database transaction (one commit instead of
 * one per auction when many end in the same second). Same guarantees as `closeAuctionIfDue`:
 * each auction is closed once (rows held by another closer or a bid are skipped, and their own
 * close handles them), one transaction per sale, events and emails after the commit.
 * `exceptVehicleId` leaves one auction to the caller's own close, running at the same time.
 */
export async function closeDueAuctionBatch(
  deps: AuctionServiceDeps,
  limit: number,
  options: { exceptVehicleId?: string } = {},
): Promise<CloseDueAuctionsResult> {
  const now = deps.clock.now();
  const { closed, messages } = await deps.db.transaction(async (tx) =>
    closeWithOutbox(tx, await closeDueAuctions(tx, now, limit, options), now),
  );
  const notificationsQueued = await announceClosed(deps, messages);
  return {
    closed: closed.map(({ vehicle, sale }) => ({
      vehicleId: vehicle.id,
      status: sale ? 'sold' : 'ended',
      lagMs: now.getTime() - vehicle.auctionEndTime.getTime(),
    })),
    notificationsQueued,
  };
}

/**
 * Closes the auction if it is still active and its end (as PostgreSQL has it now) has passed.
 * Guarantees: at most one caller ever closes a given auction, however many run at once (jobs,
 * retries, the sweeper, several worker processes); a sale gets exactly one pending transaction,
 * in the same database transaction as the status change; events and emails go out only after the
 * commit, and only from the caller that closed (written with the close in the outbox, so they
 * go out even if this process dies right after the commit). An auction not yet due is reported with its
 * current end, so the caller can wait for it; one due but held by an outage not yet applied
 * (`notHeldByOutage`) is reported as such, for the caller to try again shortly.
 */
export async function closeAuctionIfDue(deps: AuctionServiceDeps, vehicleId: string): Promise<CloseAuctionResult> {
  const now = deps.clock.now();
  const {
    closed: [closed],
    messages,
  } = await deps.db.transaction(async (tx) => {
    const vehicle = await closeAuction(tx, vehicleId, now);
    return closeWithOutbox(tx, vehicle ? [vehicle] : [], now);
  });
  if (closed) {
    const notificationsQueued = await announceClosed(deps, messages);
    const { vehicle, sale } = closed;
    const lagMs = now.getTime() - vehicle.auctionEndTime.getTime();
    if (!sale) return { outcome: 'closed-ended', vehicle, lagMs, notificationsQueued };
    return { outcome: 'closed-sold', vehicle, transaction: sale, lagMs, notificationsQueued };
  }

  // Nothing closed: find out why, on a fresh read (a concurrent closer has committed by now).
  const state = await findAuctionState(deps.db, vehicleId);
  if (!state) return { outcome: 'missing' };
  if (state.status === 'active') {
    const due = state.auctionEndTime.getTime() <= now.getTime();
    return { outcome: due ? 'held-by-outage' : 'not-due', auctionEndTime: state.auctionEndTime };
  }
  let notificationsQueued = true;
  const recentSale =
    state.status === 'sold' &&
    state.closedAt &&
    now.getTime() - state.closedAt.getTime() < REQUEUE_SALE_EMAILS_WITHIN_MS;
  if (recentSale && state.highBidderId) {
    notificationsQueued = await tryQueueNotifications(
      deps,
      [vehicleId],
      buildSaleNotifications(vehicleId, state.highBidderId, state.sellerId),
    );
  }
  return { outcome: 'already-closed', status: state.status, notificationsQueued };
}
