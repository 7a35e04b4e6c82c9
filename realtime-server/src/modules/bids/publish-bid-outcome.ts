import type { AppContext } from '../../app-context';
import type { PlaceBidOutcome } from './place-bid.service';

/**
 * Tells everyone concerned about a committed bid: the vehicle's room (new high bid, a later end
 * time), the seller (wherever they are in the app), the bidder it displaced, and for a purchase the closing, the buyer and the seller. Email
 * jobs are queued with stable ids; a Redis problem here is logged and never undoes the bid.
 */
export async function publishBidOutcome(ctx: AppContext, bidderId: string, outcome: PlaceBidOutcome): Promise<void> {
  const stopTimer = ctx.metrics.commitToEmitSeconds.startTimer();
  const { result } = outcome;
  const { vehicle, bid } = result;
  const serverTime = ctx.clock.now().toISOString();
  const headline = { vehicleId: vehicle.id, year: vehicle.year, make: vehicle.make, model: vehicle.model };

  ctx.events.toVehicle(vehicle.id, 'bid:placed', {
    vehicleId: vehicle.id,
    bidId: bid.id,
    bidSeq: bid.bidSeq,
    bidderAlias: bid.bidderAlias,
    amount: bid.amount,
    createdAt: bid.createdAt,
    currentBid: vehicle.currentBid,
    bidCount: vehicle.bidCount,
    minimumNextBid: vehicle.minimumNextBid,
    isReserveMet: vehicle.isReserveMet,
    auctionEndTime: vehicle.auctionEndTime,
    isPurchase: result.isPurchase,
    serverTime,
  });
  if (!result.isPurchase && vehicle.auctionEndTime !== outcome.previousEndTime) {
    ctx.events.toVehicle(vehicle.id, 'auction:extended', {
      vehicleId: vehicle.id, previousEndTime: outcome.previousEndTime, auctionEndTime: vehicle.auctionEndTime, serverTime,
    });
  }
  if (!result.isPurchase) {
    ctx.events.toUser(outcome.sellerId, 'listing:bid-received', {
      ...headline,
      bidId: bid.id,
      amount: bid.amount,
      currentBid: vehicle.currentBid,
      bidCount: vehicle.bidCount,
      isReserveMet: vehicle.isReserveMet,
      auctionEndTime: vehicle.auctionEndTime,
      serverTime,
    });
  }
  if (outcome.previousHighBidderId && outcome.previousHighBid) {
    ctx.events.toUser(outcome.previousHighBidderId, 'bid:outbid', {
      ...headline,
      yourBid: outcome.previousHighBid,
      currentBid: vehicle.currentBid,
      minimumNextBid: vehicle.minimumNextBid,
      auctionEndTime: vehicle.auctionEndTime,
      serverTime,
    });
  }
  if (!result.isPurchase) stopTimer();
  const jobs: Promise<unknown>[] = [];
  if (outcome.previousHighBidderId) {
    jobs.push(ctx.queues.notifications.add('bid-outbid', { vehicleId: vehicle.id, userId: outcome.previousHighBidderId, bidId: bid.id }, { jobId: `outbid-${bid.id}` }));
  }
  if (result.isPurchase && outcome.transactionId) {
    ctx.events.toVehicle(vehicle.id, 'auction:closed', {
      vehicleId: vehicle.id, status: 'sold', finalPrice: vehicle.currentBid, isReserveMet: vehicle.isReserveMet, bidCount: vehicle.bidCount, serverTime,
    });
    ctx.events.toUser(bidderId, 'auction:won', {
      ...headline, transactionId: outcome.transactionId, finalPrice: vehicle.currentBid, fee: result.fee, total: result.total, serverTime,
    });
    ctx.events.toUser(outcome.sellerId, 'auction:sold', { ...headline, transactionId: outcome.transactionId, finalPrice: vehicle.currentBid, serverTime });
    stopTimer();
    jobs.push(
      ctx.queues.notifications.add('auction-won', { vehicleId: vehicle.id, userId: bidderId }, { jobId: `won-${vehicle.id}` }),
      ctx.queues.notifications.add('auction-sold', { vehicleId: vehicle.id, userId: outcome.sellerId }, { jobId: `sold-${vehicle.id}` }),
    );
  }
  const failures = (await Promise.allSettled(jobs)).filter((r) => r.status === 'rejected');
  for (const failure of failures) ctx.logger.error({ err: (failure as PromiseRejectedResult).reason, vehicleId: vehicle.id }, 'could not queue a notification');
}
