import { type BidderStandingRow, findBidderStanding, findVehicleById, listBidsForVehicle } from '@autolicit/db';
import type { VehicleSnapshot, ViewerStanding } from '@autolicit/shared';
import type { AppContext } from '../../app-context';
import { NotFoundError } from '../../lib/errors';
import { toBidDto, toBidderAlias } from '../bids/bid.mapper';
import { toVehicleDto } from './vehicle.mapper';

const SNAPSHOT_BIDS = 10;

/**
 * A vehicle's live state as of now, for a client joining (or re-joining after a reconnect) its
 * room. Read after the join, so any bid committed later also arrives as an event; clients keep
 * whichever has the higher bidCount. A signed-in viewer who bid also gets their own standing
 * (alias, highest bid, leading or not, their own maximum), so a page can say "am I winning?" after any reconnect.
 */
export async function getVehicleSnapshot(ctx: AppContext, vehicleId: string, viewerId: string | undefined): Promise<VehicleSnapshot> {
  const [vehicle, bids, standing] = await Promise.all([
    findVehicleById(ctx.db, vehicleId),
    listBidsForVehicle(ctx.db, vehicleId, SNAPSHOT_BIDS),
    viewerId ? findBidderStanding(ctx.db, vehicleId, viewerId) : null,
  ]);
  if (!vehicle || vehicle.status === 'cancelled') throw new NotFoundError('vehicle.notFound');
  const dto = toVehicleDto(vehicle, undefined);
  return {
    vehicleId: dto.id,
    status: dto.status,
    currentBid: dto.currentBid,
    bidCount: dto.bidCount,
    minimumNextBid: dto.minimumNextBid,
    buyNowPrice: dto.buyNowPrice,
    hasReserve: dto.hasReserve,
    isReserveMet: dto.isReserveMet,
    auctionEndTime: dto.auctionEndTime,
    lastBids: bids.map((bid) => toBidDto(bid, viewerId)),
    viewer: standing && viewerId ? toViewerStanding(standing, vehicle.highBidderId === viewerId) : null,
    serverTime: ctx.clock.now().toISOString(),
  };
}

function toViewerStanding(standing: BidderStandingRow, isLeading: boolean): ViewerStanding {
  return {
    bidderAlias: standing.bidderNumber === null ? null : toBidderAlias(standing.bidderNumber),
    highestBid: standing.highestBid,
    isLeading,
    maximum: standing.maximum,
  };
}
