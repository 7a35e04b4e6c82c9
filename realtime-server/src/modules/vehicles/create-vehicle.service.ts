import {
  type OutboxMessage,
  claimUploads,
  findVehicleById,
  insertOutboxMessages,
  insertVehicle,
  insertVehicleImages,
  promoteUserToSeller,
  type UserWithProfile,
} from '@autolicit/db';
import {
  OUTBOX_WRITER_LEASE_MS,
  buildListingPublishedMessage,
  scheduleAuctionClose,
  scheduleEndingReminders,
  scheduleEndingSoonReminder,
} from '@autolicit/messaging';
import {
  type CreateListingInput,
  DAY_MS,
  type RarCertificateInput,
  type VehicleDto,
  WATCHLIST_ENDING_SOON_MS,
} from '@autolicit/shared';
import type { AppContext } from '../../app-context';
import { ForbiddenError, ValidationError } from '../../platform/errors';
import { deleteStoredPhotos } from '../uploads/photo.service';
import { prepareListingPhotos } from '../uploads/listing-photos.service';
import { toVehicleDto } from './vehicle.mapper';
import { appendRarCertificate } from '../rar-certificates/set-rar-certificate.service';
import { getCurrentRarCertificate } from '../rar-certificates/get-rar-certificates.service';

/**
 * The close at the end, the watchers' e-mail reminder and the push reminders; if Redis fails the
 * sweeper still closes it (the reminders are then not sent).
 */
export async function scheduleAuctionJobs(ctx: AppContext, vehicleId: string, endTime: Date, now: Date): Promise<void> {
  try {
    await scheduleAuctionClose(ctx.queues.auctionClose, vehicleId, endTime, now);
    await scheduleEndingSoonReminder(
      ctx.queues.auctionClose,
      vehicleId,
      new Date(endTime.getTime() - WATCHLIST_ENDING_SOON_MS),
      now,
    );
  } catch (error) {
    ctx.logger.error({ err: error, vehicleId }, 'could not schedule the auction close; the sweeper will close it');
  }
  await scheduleEndingReminders(ctx.queues.push, vehicleId, endTime, now).catch((error: unknown) =>
    ctx.logger.error({ err: error, vehicleId }, 'could not schedule the push reminders'),
  );
}

/**
 * Lists a vehicle for auction. The server sets the status (active) and the end time (now + 2 or
 * 4 days) whatever the client sent. Photos are checked and stored first; the vehicle, its photos
 * and the claim of pre-uploaded photos are written in one transaction, and a failure anywhere
 * leaves no vehicle and no photo files behind. Once committed, its close is scheduled at its end.
 */
export async function createVehicle(
  ctx: AppContext,
  seller: UserWithProfile,
  input: CreateListingInput,
  rarCertificate: RarCertificateInput | null = null,
): Promise<VehicleDto> {
  // A professional account lists as a business only once an admin verified it (company accounts
  // from the ordinary registration gave their CUI there and are not dealers).
  if (
    input.sellerType === 'business' &&
    seller.verificationStatus !== null &&
    seller.verificationStatus !== 'verified'
  ) {
    throw new ForbiddenError('listing.businessNotVerified');
  }
  const photos = await prepareListingPhotos(ctx, seller.id, input.images);
  const now = ctx.clock.now();
  let vehicleId: string;
  let published: OutboxMessage;
  try {
    ({ vehicleId, published } = await ctx.db.transaction(async (tx) => {
      const vehicle = await insertVehicle(tx, {
        sellerId: seller.id,
        year: input.year,
        make: input.make,
        model: input.model,
        vin: input.vin,
        mileage: input.mileage,
        condition: input.condition,
        category: input.category,
        transmission: input.transmission,
        drivetrain: input.drivetrain,
        fuelType: input.fuelType,
        color: input.color,
        location: input.location,
        description: input.description,
        youtubeUrl: input.youtubeUrl,
        hasDamage: input.hasDamage,
        startingBid: input.startingBid,
        currentBid: input.startingBid,
        buyNowPrice: input.buyNowPrice,
        reservePrice: input.reservePrice,
        sellerType: input.sellerType,
        companyName: input.companyName,
        companyCui: input.companyCui,
        status: 'active',
        auctionEndTime: new Date(now.getTime() + Number(input.auctionDays) * DAY_MS),
        createdAt: now,
      });
      const uploadIds = photos.flatMap((p) => (p.uploadId ? [p.uploadId] : []));
      const claimed = await claimUploads(tx, seller.id, uploadIds, vehicle.id);
      // Another listing may have claimed an upload since the photos were checked.
      if (claimed.length !== uploadIds.length) throw new ValidationError('listing.imageUnknown', {}, 'images');
      await insertVehicleImages(
        tx,
        photos.map((photo, position) => ({
          vehicleId: vehicle.id,
          position,
          url: photo.url,
          thumbnailUrl: photo.thumbnailUrl,
          width: photo.width,
          height: photo.height,
        })),
      );
      if (rarCertificate)
        await appendRarCertificate(tx, {
          vehicleId: vehicle.id,
          sellerId: seller.id,
          certificate: rarCertificate,
          now,
        });
      await promoteUserToSeller(tx, seller.id);
      const message = buildListingPublishedMessage(vehicle.id);
      await insertOutboxMessages(tx, [message], new Date(now.getTime() + OUTBOX_WRITER_LEASE_MS));
      return { vehicleId: vehicle.id, published: message };
    }));
  } catch (error) {
    await deleteStoredPhotos(
      ctx,
      photos.filter((p) => p.uploadId === null),
    );
    throw error;
  }
  void ctx.outbox.deliver(published);
  const created = (await findVehicleById(ctx.db, vehicleId))!;
  await scheduleAuctionJobs(ctx, created.id, created.auctionEndTime, now);
  return { ...toVehicleDto(created, seller), rarCertificate: await getCurrentRarCertificate(ctx, created.id) };
}
