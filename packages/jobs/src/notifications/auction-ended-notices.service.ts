import {
  type Database,
  findNotificationVehicle,
  findTransactionByVehicleId,
  insertOutboxMessages,
  listAuctionBidderIds,
} from '@autolicit/db';
import {
  type AuctionEndedNoticesJob,
  type AuctionOutcome,
  OUTBOX_WRITER_LEASE_MS,
  type OutboxDelivery,
  buildAuctionEndedNoticesMessage,
} from '@autolicit/messaging';
import type { Clock } from '../worker-deps';

export interface AuctionEndedNoticesDeps {
  db: Database;
  outbox: Pick<OutboxDelivery, 'deliver'>;
  clock?: Clock;
}

/**
 * An auction's end, once per outcome, becomes one outbox message with the in-app notice and the
 * e-mail job of every bidder who did not buy it and, without a sale, of its seller (see
 * `buildAuctionEndedNoticesMessage`), written before anything is sent: a crash after the write
 * leaves it to the relay. Bidders are read now, so the committed close had no extra work; an
 * outcome that no longer stands (the seller accepted the highest bid since) tells nothing, the newer
 * one does. A repeat delivers the same facts again: clients drop a repeated notice and the e-mail
 * jobs' stable ids queue each e-mail once.
 */
export async function queueAuctionEndedNotices(
  deps: AuctionEndedNoticesDeps,
  job: AuctionEndedNoticesJob,
): Promise<string> {
  const { vehicleId, outcome } = job;
  const [vehicle, sale] = await Promise.all([
    findNotificationVehicle(deps.db, vehicleId),
    findTransactionByVehicleId(deps.db, vehicleId),
  ]);
  if (!vehicle) return 'skipped: vehicle no longer exists';
  const current: AuctionOutcome | null = sale ? 'sold' : vehicle.status === 'ended' ? 'ended' : null;
  if (current !== outcome) return `skipped: the auction no longer ends as ${outcome}`;
  const now = deps.clock?.now() ?? new Date();
  const message = buildAuctionEndedNoticesMessage(
    {
      vehicle,
      outcome,
      sale: sale ? { buyerId: sale.buyerId, finalPrice: sale.finalPrice } : null,
      bidderIds: await listAuctionBidderIds(deps.db, vehicleId),
      displacedBidderId: job.displacedBidderId,
    },
    now.toISOString(),
  );
  // One statement, its own transaction: the message is committed before any of it goes out.
  await insertOutboxMessages(deps.db, [message], new Date(now.getTime() + OUTBOX_WRITER_LEASE_MS));
  await deps.outbox.deliver(message);
  return `${message.emissions.length} notices and ${message.jobs.length} e-mails for the ${outcome} end`;
}
