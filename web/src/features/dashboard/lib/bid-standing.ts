import { isClosedStatus, type LiveVehicleState } from '../../../stores/live-vehicles-store';
import { toCents, type Cents, type UserBidDto } from '@autolicit/shared';

/**
 * Where one of the user's bids stands:
 * - `highest`: it is the vehicle's high bid;
 * - `raised`: the user leads with a later, higher bid of their own, so this one is superseded, not beaten;
 * - `outbid`: someone else bid more;
 * - `won`: it is the high bid of an auction that closed as sold.
 */
export type BidStanding = 'highest' | 'raised' | 'outbid' | 'won';

function maxCents(values: Cents[]): Cents {
  return values.reduce((max, value) => (value > max ? value : max), 0n);
}

/**
 * The server's `isHighest` was true when the list was read; the live store (fed while the vehicle's
 * room is watched) may know of a higher bid since. Bids only ever go up, so a live current bid above
 * the user's best bid on that vehicle means they were outbid, whatever the list said — unless the
 * store knows the user's own standing (the room's snapshot, and their standing sent to each of their
 * devices): then it decides, so a higher bid of theirs made on another device reads as "raised".
 *
 * `ownBids` are all the user's bids we have (newest first), so a bid raised by the user themself is
 * told apart from one beaten by somebody else.
 */
export function bidStanding(
  bid: UserBidDto,
  ownBids: readonly UserBidDto[],
  live: (Pick<LiveVehicleState, 'currentBid' | 'status'> & Partial<Pick<LiveVehicleState, 'viewer'>>) | undefined,
): BidStanding {
  const onVehicle = ownBids.filter((other) => other.vehicleId === bid.vehicleId);
  const viewer = live?.viewer ?? null;
  const liveOwnBest = viewer?.highestBid ? [toCents(viewer.highestBid)] : [];
  const best = maxCents([toCents(bid.amount), ...onVehicle.map((other) => toCents(other.amount)), ...liveOwnBest]);
  const serverLeading = bid.isHighest || onVehicle.some((other) => other.isHighest);
  const beatenLive = live !== undefined && toCents(live.currentBid) > best;
  const leading = viewer ? viewer.isLeading : serverLeading && !beatenLive;
  if (!leading) return 'outbid';
  if (toCents(bid.amount) < best) return 'raised';
  const status = live?.status ?? bid.vehicle.status;
  return status === 'sold' ? 'won' : 'highest';
}

/** Whether the auction of a bid is over, by the freshest status we have. */
export function isBidAuctionClosed(bid: UserBidDto, live: Pick<LiveVehicleState, 'status'> | undefined): boolean {
  return isClosedStatus(live?.status ?? bid.vehicle.status);
}
