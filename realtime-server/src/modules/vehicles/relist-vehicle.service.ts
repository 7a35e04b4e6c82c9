import { randomUUID } from 'node:crypto';
import { type UserWithProfile, findVehicleById, insertOutboxMessages, relistVehicle } from '@autolicit/db';
import { OUTBOX_WRITER_LEASE_MS, buildListingPublishedMessage } from '@autolicit/messaging';
import { DAY_MS, type RelistInput, type VehicleDto, toCents } from '@autolicit/shared';
import type { AppContext } from '../../app-context';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../platform/errors';
import { scheduleAuctionJobs } from './create-vehicle.service';
import { toVehicleDto } from './vehicle.mapper';

/**
 * Puts an ended, unsold (or cancelled) vehicle up again, for its seller only: a new auction of 2 or
 * 4 days with the same details and photos, a new id and its own history, the starting bid and
 * reserve as given (else as before). A buy-now price is kept only while it stays above the new
 * starting bid. The old auction points to the new one and can be relisted once. Guarantees the new
 * auction's close is scheduled (or the sweeper closes it).
 */
export async function relistAuction(
  ctx: AppContext,
  seller: UserWithProfile,
  vehicleId: string,
  input: RelistInput,
): Promise<VehicleDto> {
  const source = await findVehicleById(ctx.db, vehicleId);
  if (!source || (source.status === 'cancelled' && source.sellerId !== seller.id))
    throw new NotFoundError('vehicle.notFound');
  if (source.sellerId !== seller.id) throw new ForbiddenError();
  if (source.status !== 'ended' && source.status !== 'cancelled') throw new ConflictError('vehicle.relistNotEnded');
  if (source.relistedAs !== null) throw new ConflictError('vehicle.alreadyRelisted');

  const startingBid = input.startingBid ?? source.startingBid;
  const reservePrice = input.reservePrice === undefined ? source.reservePrice : input.reservePrice;
  if (reservePrice !== null && toCents(reservePrice) <= toCents(startingBid))
    throw new ValidationError('listing.reserveAboveStart', {}, 'reservePrice');
  const buyNowPrice =
    source.buyNowPrice !== null && toCents(source.buyNowPrice) > toCents(startingBid) ? source.buyNowPrice : null;

  const now = ctx.clock.now();
  const newId = randomUUID();
  const auctionEndTime = new Date(now.getTime() + Number(input.auctionDays) * DAY_MS);
  const published = buildListingPublishedMessage(newId);
  const applied = await ctx.db.transaction(async (tx) => {
    const relisted = await relistVehicle(tx, {
      sourceId: source.id,
      sellerId: seller.id,
      newId,
      startingBid,
      reservePrice,
      buyNowPrice,
      auctionEndTime,
      now,
    });
    if (relisted) await insertOutboxMessages(tx, [published], new Date(now.getTime() + OUTBOX_WRITER_LEASE_MS));
    return relisted;
  });
  if (!applied) throw new ConflictError('vehicle.alreadyRelisted');
  void ctx.outbox.deliver(published);
  await scheduleAuctionJobs(ctx, newId, auctionEndTime, now);
  return toVehicleDto((await findVehicleById(ctx.db, newId))!, seller);
}
