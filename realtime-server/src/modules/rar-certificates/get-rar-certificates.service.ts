import { readFile } from 'node:fs/promises';
import {
  type UserWithProfile,
  findCurrentRarCertificate,
  findRarCertificate,
  findVehicleById,
  listRarCertificates,
} from '@autolicit/db';
import type { RarCertificateDto, RarCertificateHistoryDto } from '@autolicit/shared';
import type { AppContext } from '../../app-context';
import { NotFoundError } from '../../platform/errors';
import { isActingAdmin } from '../../platform/guards/auth.middleware';
import { toRarCertificateDto } from './rar-certificate.mapper';
import { toRarCertificatePath } from './rar-certificate-pdf.service';

/** A cancelled listing, and so its certificate, exists only for its seller and admins (as the vehicle page). */
async function assertVehicleVisible(ctx: AppContext, vehicleId: string, viewer: UserWithProfile | undefined) {
  const vehicle = await findVehicleById(ctx.db, vehicleId);
  if (
    !vehicle ||
    (vehicle.status === 'cancelled' && viewer?.id !== vehicle.sellerId && !(viewer && isActingAdmin(viewer)))
  )
    throw new NotFoundError('vehicle.notFound');
}

/** The vehicle page's current certificate (its newest version), or null. */
export async function getCurrentRarCertificate(ctx: AppContext, vehicleId: string): Promise<RarCertificateDto | null> {
  const row = await findCurrentRarCertificate(ctx.db, vehicleId);
  return row ? toRarCertificateDto(row) : null;
}

/** Every version of the listing's certificate, newest first. */
export async function getRarCertificateHistory(
  ctx: AppContext,
  vehicleId: string,
  viewer: UserWithProfile | undefined,
): Promise<RarCertificateHistoryDto> {
  await assertVehicleVisible(ctx, vehicleId, viewer);
  return { certificates: (await listRarCertificates(ctx.db, vehicleId)).map(toRarCertificateDto) };
}

/** A version's PDF bytes and the download's file name; 404 without one (or for a hidden listing). */
export async function readRarCertificatePdf(
  ctx: AppContext,
  certificateId: string,
  viewer: UserWithProfile | undefined,
): Promise<{ bytes: Buffer; fileName: string }> {
  const certificate = await findRarCertificate(ctx.db, certificateId);
  const file = certificate?.storageKey ? toRarCertificatePath(ctx, certificate.storageKey) : null;
  if (!certificate || !file) throw new NotFoundError();
  await assertVehicleVisible(ctx, certificate.vehicleId, viewer);
  const bytes = await readFile(file).catch(() => {
    throw new NotFoundError();
  });
  // The number is the seller's text: only its letters and digits reach the header.
  const slug = certificate.number.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || certificate.id;
  return { bytes, fileName: `certificat-rar-${slug}.pdf` };
}
