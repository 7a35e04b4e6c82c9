import { and, asc, desc, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { Executor } from '../client';
import { rarCertificateFiles, rarCertificates, vehicles } from '../schema/index';

export type RarCertificateFileRow = typeof rarCertificateFiles.$inferSelect;

/** A certificate version with the storage key of its PDF (null without one). */
export interface RarCertificateRow {
  id: string;
  vehicleId: string;
  number: string;
  issuedAt: string;
  fileId: string | null;
  storageKey: string | null;
  createdBy: string;
  createdAt: Date;
}

const certificateColumns = {
  id: rarCertificates.id,
  vehicleId: rarCertificates.vehicleId,
  number: rarCertificates.number,
  issuedAt: rarCertificates.issuedAt,
  fileId: rarCertificates.fileId,
  storageKey: rarCertificateFiles.storageKey,
  createdBy: rarCertificates.createdBy,
  createdAt: rarCertificates.createdAt,
};

export async function insertRarCertificateFile(
  db: Executor,
  file: { userId: string; storageKey: string; byteSize: number },
): Promise<RarCertificateFileRow> {
  const [row] = await db.insert(rarCertificateFiles).values(file).returning();
  return row!;
}

/**
 * Claims the user's own unclaimed PDF for a vehicle inside the certificate's transaction; null when
 * it is not theirs, unknown or already claimed (a PDF belongs to one certificate version).
 */
export async function claimRarCertificateFile(
  tx: Executor,
  userId: string,
  fileId: string,
  vehicleId: string,
): Promise<RarCertificateFileRow | null> {
  const [row] = await tx
    .update(rarCertificateFiles)
    .set({ vehicleId })
    .where(
      and(
        eq(rarCertificateFiles.id, fileId),
        eq(rarCertificateFiles.userId, userId),
        isNull(rarCertificateFiles.vehicleId),
      ),
    )
    .returning();
  return row ?? null;
}

/** Appends a certificate version; the history is never rewritten. */
export async function insertRarCertificate(
  tx: Executor,
  certificate: {
    vehicleId: string;
    number: string;
    issuedAt: string;
    fileId: string | null;
    createdBy: string;
    now: Date;
  },
): Promise<string> {
  const { now, ...values } = certificate;
  const [row] = await tx
    .insert(rarCertificates)
    .values({ ...values, createdAt: now })
    .returning({ id: rarCertificates.id });
  return row!.id;
}

/** Every version of a vehicle's certificate, newest (the current one) first. */
export async function listRarCertificates(db: Executor, vehicleId: string): Promise<RarCertificateRow[]> {
  return db
    .select(certificateColumns)
    .from(rarCertificates)
    .leftJoin(rarCertificateFiles, eq(rarCertificateFiles.id, rarCertificates.fileId))
    .where(eq(rarCertificates.vehicleId, vehicleId))
    .orderBy(desc(rarCertificates.createdAt), desc(rarCertificates.id));
}

/** The vehicle's current certificate: its newest version, or null. */
export async function findCurrentRarCertificate(db: Executor, vehicleId: string): Promise<RarCertificateRow | null> {
  const [row] = await db
    .select(certificateColumns)
    .from(rarCertificates)
    .leftJoin(rarCertificateFiles, eq(rarCertificateFiles.id, rarCertificates.fileId))
    .where(eq(rarCertificates.vehicleId, vehicleId))
    .orderBy(desc(rarCertificates.createdAt), desc(rarCertificates.id))
    .limit(1);
  return row ?? null;
}

export async function findRarCertificate(db: Executor, id: string): Promise<RarCertificateRow | null> {
  const [row] = await db
    .select(certificateColumns)
    .from(rarCertificates)
    .leftJoin(rarCertificateFiles, eq(rarCertificateFiles.id, rarCertificates.fileId))
    .where(eq(rarCertificates.id, id));
  return row ?? null;
}

/**
 * The vehicle's seller, status and end, its row share-locked until the transaction ends: a close
 * or cancel waits, so a certificate is never added to an auction that has just stopped.
 */
export async function lockVehicleForRarCertificate(
  tx: Executor,
  vehicleId: string,
): Promise<{ sellerId: string; status: string; auctionEndTime: Date } | null> {
  const [row] = await tx
    .select({ sellerId: vehicles.sellerId, status: vehicles.status, auctionEndTime: vehicles.auctionEndTime })
    .from(vehicles)
    .where(eq(vehicles.id, vehicleId))
    .for('share');
  return row ?? null;
}

/**
 * Deletes up to `limit` PDFs that no certificate claimed and that are older than `cutoff`, and
 * returns their storage keys so the files can go too; a PDF claimed meanwhile stays.
 */
export async function deleteAbandonedRarCertificateFiles(
  db: Executor,
  cutoff: Date,
  limit: number,
): Promise<Pick<RarCertificateFileRow, 'id' | 'storageKey'>[]> {
  const abandoned = db
    .select({ id: rarCertificateFiles.id })
    .from(rarCertificateFiles)
    .where(and(isNull(rarCertificateFiles.vehicleId), lt(rarCertificateFiles.createdAt, cutoff)))
    .orderBy(asc(rarCertificateFiles.createdAt))
    .limit(limit);
  return db
    .delete(rarCertificateFiles)
    .where(and(inArray(rarCertificateFiles.id, abandoned), isNull(rarCertificateFiles.vehicleId)))
    .returning({ id: rarCertificateFiles.id, storageKey: rarCertificateFiles.storageKey });
}
