import { sql } from 'drizzle-orm';
import { vehicleImages, vehicles } from '../schema/index';

/** Columns of the short vehicle summary shown beside a user's bids, watchlist and transactions. */
export const vehicleSummaryColumns = {
  id: vehicles.id,
  year: vehicles.year,
  make: vehicles.make,
  model: vehicles.model,
  image: sql<
    string | null
  >`(select ${vehicleImages.thumbnailUrl} from ${vehicleImages} where ${vehicleImages.vehicleId} = ${vehicles.id} order by ${vehicleImages.position} limit 1)`,
  currentBid: vehicles.currentBid,
  bidCount: vehicles.bidCount,
  auctionEndTime: vehicles.auctionEndTime,
  status: vehicles.status,
};

export interface VehicleSummaryRow {
  id: string;
  year: number;
  make: string;
  model: string;
  image: string | null;
  currentBid: string;
  bidCount: number;
  auctionEndTime: Date;
  status: 'active' | 'sold' | 'ended' | 'cancelled';
}
