import { sql } from 'drizzle-orm';
import type { Executor } from '../client';
import { vehicleImages, vehicles } from '../schema/index';

export interface RelistWrite {
  sourceId: string;
  sellerId: string;
  newId: string;
  startingBid: string;
  reservePrice: string | null;
  buyNowPrice: string | null;
  auctionEndTime: Date;
  now: Date;
}

/**
 * Puts an ended, unsold (or cancelled) auction up again as ONE statement: a new vehicle row with
 * the same details and photos and a fresh auction (no bids, its own history), and the old row
 * marked `relisted_as` — which is also the guard: a second relist of the same auction (a double
 * click, two tabs) finds it already marked and writes nothing. Returns false when nothing applied.
 */
export async function relistVehicle(db: Executor, write: RelistWrite): Promise<boolean> {
  const now = write.now.toISOString();
  const result = await db.execute(sql`
    with source as (
      update ${vehicles} set relisted_as = ${write.newId}::uuid, updated_at = now()
      where id = ${write.sourceId} and seller_id = ${write.sellerId} and status in ('ended', 'cancelled') and relisted_as is null
      returning *
    ), created as (
      insert into ${vehicles} (id, seller_id, year, make, model, vin, mileage, condition, category, transmission, drivetrain, fuel_type, color,
        location, youtube_url, description, has_damage, starting_bid, current_bid, buy_now_price, reserve_price, bid_count, auction_end_time,
        status, seller_type, company_name, company_cui, created_at, updated_at)
      select ${write.newId}::uuid, seller_id, year, make, model, vin, mileage, condition, category, transmission, drivetrain, fuel_type, color,
        location, youtube_url, description, has_damage, ${write.startingBid}::numeric, ${write.startingBid}::numeric, ${write.buyNowPrice}::numeric,
        ${write.reservePrice}::numeric, 0, ${write.auctionEndTime.toISOString()}::timestamptz, 'active', seller_type, company_name, company_cui,
        ${now}::timestamptz, ${now}::timestamptz
      from source
      returning id
    ), images as (
      insert into ${vehicleImages} (vehicle_id, position, url, thumbnail_url, width, height)
      select created.id, i.position, i.url, i.thumbnail_url, i.width, i.height
      from created cross join ${vehicleImages} i where i.vehicle_id = ${write.sourceId}
      returning id
    )
    select (select count(*) from created)::int as applied`);
  return (result as unknown as { rows: { applied: number }[] }).rows[0]?.applied === 1;
}
