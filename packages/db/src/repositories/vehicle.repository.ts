import type { VehicleListQuery } from '@autolicit/shared';
import { type SQL, and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../client';
import { vehicleImages, vehicles } from '../schema/index';
import { buildVehicleFilter } from './vehicle-filter';

export type VehicleRow = typeof vehicles.$inferSelect;
export type NewVehicleRow = typeof vehicles.$inferInsert;
export type VehicleImageRow = typeof vehicleImages.$inferSelect;
export type NewVehicleImageRow = typeof vehicleImages.$inferInsert;

export interface VehicleWithImages extends VehicleRow {
  images: Pick<VehicleImageRow, 'url' | 'thumbnailUrl' | 'width' | 'height'>[];
}

export async function insertVehicle(db: Executor, vehicle: NewVehicleRow): Promise<VehicleRow> {
  const [row] = await db.insert(vehicles).values(vehicle).returning();
  return row!;
}

export async function insertVehicleImages(db: Executor, images: NewVehicleImageRow[]): Promise<void> {
  if (images.length > 0) await db.insert(vehicleImages).values(images);
}

async function attachImages(db: Executor, rows: VehicleRow[]): Promise<VehicleWithImages[]> {
  if (rows.length === 0) return [];
  const images = await db
    .select({
      vehicleId: vehicleImages.vehicleId,
      url: vehicleImages.url,
      thumbnailUrl: vehicleImages.thumbnailUrl,
      width: vehicleImages.width,
      height: vehicleImages.height,
    })
    .from(vehicleImages)
    .where(
      inArray(
        vehicleImages.vehicleId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(vehicleImages.vehicleId), asc(vehicleImages.position));
  const byVehicle = new Map<string, VehicleWithImages['images']>();
  for (const { vehicleId, ...image } of images) {
    const list = byVehicle.get(vehicleId) ?? [];
    list.push(image);
    byVehicle.set(vehicleId, list);
  }
  return rows.map((row) => ({ ...row, images: byVehicle.get(row.id) ?? [] }));
}

export async function findVehicleById(db: Executor, id: string): Promise<VehicleWithImages | null> {
  const rows = await db.select().from(vehicles).where(eq(vehicles.id, id));
  const [vehicle] = await attachImages(db, rows);
  return vehicle ?? null;
}

/** Counts a view and returns the vehicle, in one statement. */
export async function findVehicleAndCountView(db: Executor, id: string): Promise<VehicleWithImages | null> {
  const rows = await db
    .update(vehicles)
    .set({ viewCount: sql`${vehicles.viewCount} + 1` })
    .where(eq(vehicles.id, id))
    .returning();
  const [vehicle] = await attachImages(db, rows);
  return vehicle ?? null;
}

/** Reads the vehicle row and locks it until the transaction ends: bids on one vehicle queue here. */
export async function lockVehicle(tx: Executor, id: string): Promise<VehicleRow | null> {
  const rows = await tx.select().from(vehicles).where(eq(vehicles.id, id)).for('update');
  return rows[0] ?? null;
}

export interface VehicleBidUpdate {
  currentBid: string;
  bidCount: number;
  highBidderId: string;
  auctionEndTime: Date;
  status?: 'active' | 'sold';
  closedAt?: Date | null;
}

export async function updateVehicleAfterBid(tx: Executor, id: string, update: VehicleBidUpdate): Promise<VehicleRow> {
  const [row] = await tx
    .update(vehicles)
    .set({ ...update, updatedAt: sql`now()` })
    .where(eq(vehicles.id, id))
    .returning();
  return row!;
}

const SORT_ORDER: Record<VehicleListQuery['sort'], SQL[]> = {
  newest: [desc(vehicles.createdAt), desc(vehicles.id)],
  'ending-soon': [asc(vehicles.auctionEndTime), asc(vehicles.id)],
  'price-low': [asc(vehicles.currentBid), asc(vehicles.id)],
  'price-high': [desc(vehicles.currentBid), desc(vehicles.id)],
  'year-new': [desc(vehicles.year), desc(vehicles.createdAt), desc(vehicles.id)],
  'year-old': [asc(vehicles.year), desc(vehicles.createdAt), desc(vehicles.id)],
  'mileage-low': [asc(vehicles.mileage), desc(vehicles.createdAt), desc(vehicles.id)],
  'mileage-high': [desc(vehicles.mileage), desc(vehicles.createdAt), desc(vehicles.id)],
};

/**
 * One page of vehicles, sorted in the database over the whole result (not just the fetched page),
 * with a unique tie-breaker so that consecutive pages never repeat or skip a vehicle.
 */
export async function listVehicles(
  db: Executor,
  query: VehicleListQuery,
): Promise<{ vehicles: VehicleWithImages[]; total: number }> {
  const where = buildVehicleFilter(query);
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(vehicles)
      .where(where)
      .orderBy(...SORT_ORDER[query.sort])
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(vehicles).where(where),
  ]);
  return { vehicles: await attachImages(db, rows), total: count?.n ?? 0 };
}

export async function listVehiclesBySeller(
  db: Executor,
  sellerId: string,
  limit: number,
  offset: number,
): Promise<VehicleWithImages[]> {
  const rows = await db
    .select()
    .from(vehicles)
    .where(eq(vehicles.sellerId, sellerId))
    .orderBy(desc(vehicles.createdAt), desc(vehicles.id))
    .limit(limit)
    .offset(offset);
  return attachImages(db, rows);
}

export async function findVehiclesByIds(db: Executor, ids: string[]): Promise<VehicleWithImages[]> {
  if (ids.length === 0) return [];
  const rows = await db.select().from(vehicles).where(inArray(vehicles.id, ids));
  return attachImages(db, rows);
}

export async function countVehicles(db: Executor, now: Date): Promise<{ active: number; total: number }> {
  const [row] = await db
    .select({
      active: sql<number>`count(*) filter (where ${vehicles.status} = 'active' and ${vehicles.auctionEndTime} > ${now})::int`,
      total: sql<number>`count(*) filter (where ${vehicles.status} <> 'cancelled')::int`,
    })
    .from(vehicles);
  return { active: row?.active ?? 0, total: row?.total ?? 0 };
}

export interface SitemapVehicleRow {
  id: string;
  updatedAt: Date;
}

/** Active auctions for the sitemap, most recently changed first (vehicles_status_created_idx narrows by status). */
export async function listActiveVehiclesForSitemap(db: Executor, limit: number): Promise<SitemapVehicleRow[]> {
  return db
    .select({ id: vehicles.id, updatedAt: vehicles.updatedAt })
    .from(vehicles)
    .where(eq(vehicles.status, 'active'))
    .orderBy(desc(vehicles.updatedAt))
    .limit(limit);
}

/** The URL of a vehicle's first photo (its page's largest image), or null; cancelled listings have none to show. */
export async function findVehicleCoverImageUrl(db: Executor, vehicleId: string): Promise<string | null> {
  const rows = await db
    .select({ url: vehicleImages.url })
    .from(vehicleImages)
    .innerJoin(vehicles, eq(vehicles.id, vehicleImages.vehicleId))
    .where(and(eq(vehicleImages.vehicleId, vehicleId), ne(vehicles.status, 'cancelled')))
    .orderBy(vehicleImages.position)
    .limit(1);
  return rows[0]?.url ?? null;
}
