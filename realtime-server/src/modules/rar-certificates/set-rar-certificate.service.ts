import {
  type Executor,
  type UserWithProfile,
  claimRarCertificateFile,
  findRarCertificate,
  insertRarCertificate,
  lockVehicleForRarCertificate,
} from '@autolicit/db';
import type { RarCertificateDto, RarCertificateInput } from '@autolicit/shared';
import type { AppContext } from '../../app-context';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../platform/errors';
import { toRarCertificateDto } from './rar-certificate.mapper';

export interface RarCertificateWrite {
  vehicleId: string;
  sellerId: string;
  certificate: RarCertificateInput;
  now: Date;
}

/**
 * Appends a certificate version inside the caller's transaction (the listing's, or the seller's
 * change), claiming its PDF: one the seller sent and no certificate claimed yet, else
 * ValidationError `rar.pdfUnknown`. Returns the new version's id.
 */
export async function appendRarCertificate(tx: Executor, write: RarCertificateWrite): Promise<string> {
  const { pdfUploadId } = write.certificate;
  const file = pdfUploadId ? await claimRarCertificateFile(tx, write.sellerId, pdfUploadId, write.vehicleId) : null;
  if (pdfUploadId && !file) throw new ValidationError('rar.pdfUnknown', {}, 'pdfUploadId');
  return insertRarCertificate(tx, {
    vehicleId: write.vehicleId,
    number: write.certificate.number,
    issuedAt: write.certificate.issuedAt,
    fileId: file?.id ?? null,
    createdBy: write.sellerId,
    now: write.now,
  });
}

/**
 * The seller adds or replaces the certificate of their running listing: a new version, the earlier
 * ones kept as its history. The vehicle row is share-locked while it is written, so a close or a
 * cancel cannot slip in between the check and the write. 404 for an unknown (or someone else's
 * cancelled) vehicle, 403 for anyone but the seller, 409 once the auction stopped. A certificate is
 * not a live event: the vehicle page refetches after the change.
 */
export async function setRarCertificate(
  ctx: AppContext,
  command: { vehicleId: string; actor: UserWithProfile; certificate: RarCertificateInput },
): Promise<RarCertificateDto> {
  const now = ctx.clock.now();
  const id = await ctx.db.transaction(async (tx) => {
    const vehicle = await lockVehicleForRarCertificate(tx, command.vehicleId);
    if (!vehicle || (vehicle.status === 'cancelled' && vehicle.sellerId !== command.actor.id))
      throw new NotFoundError('vehicle.notFound');
    if (vehicle.sellerId !== command.actor.id) throw new ForbiddenError();
    if (vehicle.status !== 'active' || vehicle.auctionEndTime.getTime() <= now.getTime())
      throw new ConflictError('bid.notActive');
    return appendRarCertificate(tx, {
      vehicleId: command.vehicleId,
      sellerId: command.actor.id,
      certificate: command.certificate,
      now,
    });
  });
  return toRarCertificateDto((await findRarCertificate(ctx.db, id))!);
}
