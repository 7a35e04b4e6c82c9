import { toCents, type UserBidDto } from '@autolicit/shared';

/**
 * One entry per auction the user bid on: their highest bid there, in the order of their latest bid
 * (most recent activity first). `bids` come newest first, as the API sends them. A car bid on three
 * times is one row, not three rows of which two are "raised" or all three "outbid".
 */
export function pickHighestBidPerAuction(bids: readonly UserBidDto[]): UserBidDto[] {
  const byVehicle = new Map<string, UserBidDto>();
  for (const bid of bids) {
    const kept = byVehicle.get(bid.vehicleId);
    // A Map keeps the first insertion's position: the auction's most recent bid orders it.
    if (!kept || toCents(bid.amount) > toCents(kept.amount)) byVehicle.set(bid.vehicleId, bid);
  }
  return [...byVehicle.values()];
}
