import { type BidderStandingRow, findBidderStanding, findVehicleById, listBidsForVehicle } from '@autolicit/db';
import { type VehicleSnapshot, type ViewerStanding, toBidderAlias } from '@autolicit/shared';
import type { AppContext } from '../../app-context';
import { coalesceReads } from '../../platform/coalesce-reads';
import { NotFoundError } from '../../platform/errors';
import { toBidDto } from './vehicle-bid.mapper';
import { toVehicleDto } from './vehicle.mapper';

const SNAPSHOT_BIDS = 10;

export type ReadVehicleSnapshot = (vehicleId: string, viewerId: string | undefined) => Promise<VehicleSnapshot>;

/**
 * A vehicle's live state as of now, for clients joining (or re-joining after a reconnect) its room.
 * Guarantees: the state is read after the caller asked (so after its join: any bid committed later
 * also arrives as an event; clients keep whichever has the higher bidCount); the public part (the
 * vehicle and its last bids) is read once for all joins of a vehicle that arrive together
 * (`coalesceReads`), so a reconnect storm of thousands of watchers costs a few reads, not thousands;
 * a signed-in viewer who bid also gets their own standing (alias, highest bid, leading or not, own
 * maximum), read for them alone, so a page can say "am I winning?" after any reconnect.
 */
export function createVehicleSnapshotReader(ctx: AppContext): ReadVehicleSnapshot {
  const readPublic = coalesceReads(async (vehicleId: string) => {
    ctx.metrics.snapshotReads.inc();
    const [vehicle, bids] = await Promise.all([
      findVehicleById(ctx.db, vehicleId),
      listBidsForVehicle(ctx.db, vehicleId, SNAPSHOT_BIDS),
    ]);
    return { vehicle, bids };
  });
  return async (vehicleId, viewerId) => {
    const [{ vehicle, bids }, standing] = await Promise.all([
      readPublic(vehicleId),
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
