import {
  type UserWithProfile,
  findVehicleById,
  insertOutboxMessages,
  insertSales,
  lockVehicle,
  markEndedAuctionSold,
} from '@autolicit/db';
import { OUTBOX_WRITER_LEASE_MS, buildClosedOutboxMessage } from '@autolicit/messaging';
import { type VehicleDto, calculateFeeSummary, getAcceptUnderReserveDeadline, isReserveMet } from '@autolicit/shared';
import type { AppContext } from '../../app-context';
import { ConflictError, ForbiddenError, NotFoundError } from '../../platform/errors';
import { toVehicleDto } from './vehicle.mapper';

/**
 * The seller accepts the highest bid of their auction that ended under its reserve, within 48 h
 * of the close (Bring a Trailer and Catawiki do the same). Under the vehicle's row lock, in one
 * transaction: the auction becomes sold, a pending transaction is made for the high bidder at
 * their bid (with the usual fee), and the outbox message that tells the room, the buyer
 * (`auction:won`) and the seller (`auction:sold`) and queues both emails. After the window, or
 * once relisted, it is refused.
 */
export async function acceptHighestBid(
  ctx: AppContext,
  seller: UserWithProfile,
  vehicleId: string,
): Promise<VehicleDto> {
  const now = ctx.clock.now();
  const message = await ctx.db.transaction(async (tx) => {
    const vehicle = await lockVehicle(tx, vehicleId);
    if (!vehicle || vehicle.status === 'cancelled') throw new NotFoundError('vehicle.notFound');
    if (vehicle.sellerId !== seller.id) throw new ForbiddenError();
    const underReserve =
      vehicle.status === 'ended' && vehicle.bidCount > 0 && vehicle.highBidderId !== null && !isReserveMet(vehicle);
    if (!underReserve || vehicle.relistedAs !== null || !vehicle.closedAt)
      throw new ConflictError('vehicle.acceptNotAvailable');
    if (now.getTime() > getAcceptUnderReserveDeadline(vehicle.closedAt).getTime())
      throw new ConflictError('vehicle.acceptExpired');

    const sold = (await markEndedAuctionSold(tx, vehicle.id, now))!;
    const [sale] = await insertSales(tx, [
      {
        vehicleId: sold.id,
        buyerId: sold.highBidderId!,
        sellerId: sold.sellerId,
        finalPrice: sold.currentBid,
        fee: calculateFeeSummary(sold.currentBid).fee,
        paymentStatus: 'pending',
        createdAt: now,
      },
    ]);
    // Told exactly as a close that sold it: the room, buyer and seller, and the sale's emails.
    const outbox = buildClosedOutboxMessage({ vehicle: sold, sale: sale! }, now.toISOString());
    await insertOutboxMessages(tx, [outbox], new Date(now.getTime() + OUTBOX_WRITER_LEASE_MS));
    return outbox;
  });
  void ctx.outbox.deliver(message);
  return toVehicleDto((await findVehicleById(ctx.db, vehicleId))!, seller);
}
