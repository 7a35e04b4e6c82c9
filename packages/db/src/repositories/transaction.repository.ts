import { type SQL, desc, eq, gte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../client';
import { transactions, users, vehicles } from '../schema/index';
import { type OutboxMessage, insertOutboxIfUpdated, wasApplied } from './outbox.repository';
import { type VehicleSummaryRow, vehicleSummaryColumns } from './vehicle-summary';

export type TransactionRow = typeof transactions.$inferSelect;
export type NewTransactionRow = typeof transactions.$inferInsert;

/**
 * Writes sales, in one statement however many: a close's, a seller's late acceptance, the seed's.
 * Each vehicle has its sale once (unique index on vehicle_id): a vehicle that already has one is
 * left out of the result. A buy-now writes its sale inside its bid statement (`insertPurchaseSale`).
 */
export async function insertSales(tx: Executor, rows: NewTransactionRow[]): Promise<TransactionRow[]> {
  if (rows.length === 0) return [];
  return tx.insert(transactions).values(rows).onConflictDoNothing({ target: transactions.vehicleId }).returning();
}

/**
 * A buy-now's sale as one step of the bid write's single statement (bid-write.repository): the row
 * comes from the vehicle its `updated` step returned, and only for a purchase. Reads the
 * placeholders transactionId, buyerId, currentBid, fee, now and isPurchase.
 */
export function insertPurchaseSale(): SQL {
  return sql`insert into ${transactions} (id, vehicle_id, buyer_id, seller_id, final_price, fee, payment_status, created_at)
      select ${sql.placeholder('transactionId')}::uuid, id, ${sql.placeholder('buyerId')}::uuid, seller_id, ${sql.placeholder('currentBid')}::numeric,
        ${sql.placeholder('fee')}::numeric, 'pending', ${sql.placeholder('now')}::timestamptz
      from updated where ${sql.placeholder('isPurchase')}::boolean`;
}

export interface TransactionPartyRow {
  name: string;
  email: string;
  phone: string | null;
}

export interface UserTransactionRow extends TransactionRow {
  vehicle: VehicleSummaryRow;
  vin: string;
  mileage: number;
  buyer: TransactionPartyRow;
  seller: TransactionPartyRow;
}

const buyers = alias(users, 'buyers');
const sellers = alias(users, 'sellers');

/** A party as the other side needs to reach them: the company's name for a company account. */
function partyColumns(party: typeof buyers | typeof sellers) {
  return {
    name: sql<string>`coalesce(nullif(${party.companyName}, ''), ${party.firstName} || ' ' || ${party.lastName})`,
    email: party.email,
    phone: sql<string | null>`coalesce(${party.phone}, ${party.companyPhone})`,
  };
}

/** A sale with its vehicle and both parties' contacts, as the parties see it. */
function selectSalesWithParties(db: Executor) {
  return db
    .select({
      id: transactions.id,
      vehicleId: transactions.vehicleId,
      buyerId: transactions.buyerId,
      sellerId: transactions.sellerId,
      finalPrice: transactions.finalPrice,
      fee: transactions.fee,
      paymentStatus: transactions.paymentStatus,
      createdAt: transactions.createdAt,
      vehicle: vehicleSummaryColumns,
      vin: vehicles.vin,
      mileage: vehicles.mileage,
      buyer: partyColumns(buyers),
      seller: partyColumns(sellers),
    })
    .from(transactions)
    .innerJoin(vehicles, eq(vehicles.id, transactions.vehicleId))
    .innerJoin(buyers, eq(buyers.id, transactions.buyerId))
    .innerJoin(sellers, eq(sellers.id, transactions.sellerId));
}

/** Sales where the user is the buyer or the seller, newest first, with both parties' contacts. */
export async function listTransactionsForUser(
  db: Executor,
  userId: string,
  limit: number,
  offset: number,
): Promise<UserTransactionRow[]> {
  const rows = await selectSalesWithParties(db)
    .where(or(eq(transactions.buyerId, userId), eq(transactions.sellerId, userId)))
    .orderBy(desc(transactions.createdAt), desc(transactions.id))
    .limit(limit)
    .offset(offset);
  return rows as UserTransactionRow[];
}

/** One sale with its vehicle (VIN and mileage too) and both parties, for its summary document. */
export async function findSaleWithParties(db: Executor, id: string): Promise<UserTransactionRow | null> {
  const rows = await selectSalesWithParties(db).where(eq(transactions.id, id));
  return (rows[0] as UserTransactionRow | undefined) ?? null;
}

/** Sales made since the first day of `now`'s calendar month in the given time zone. */
export async function countSalesInMonth(db: Executor, now: Date, timeZone: string): Promise<number> {
  const monthStart = sql`(date_trunc('month', ${now}::timestamptz at time zone ${timeZone}) at time zone ${timeZone})`;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(transactions)
    .where(gte(transactions.createdAt, monthStart));
  return row?.n ?? 0;
}

export async function findTransactionByVehicleId(db: Executor, vehicleId: string): Promise<TransactionRow | null> {
  const rows = await db.select().from(transactions).where(eq(transactions.vehicleId, vehicleId));
  return rows[0] ?? null;
}

export async function findTransactionById(db: Executor, id: string): Promise<TransactionRow | null> {
  const rows = await db.select().from(transactions).where(eq(transactions.id, id));
  return rows[0] ?? null;
}

export interface TransactionStatusWrite {
  id: string;
  to: 'completed' | 'failed';
  outbox: { message: OutboxMessage; leaseUntil: Date };
}

/**
 * Moves a pending sale to completed or failed as ONE statement with the outbox message telling
 * both parties; only from pending, so two clicks (or a seller and an admin) cannot both apply.
 */
export async function settleTransaction(db: Executor, write: TransactionStatusWrite): Promise<boolean> {
  const result = await db.execute(sql`
    with updated as (
      update ${transactions} set payment_status = ${write.to} where id = ${write.id} and payment_status = 'pending' returning id
    ), outbox as (
      ${insertOutboxIfUpdated(write.outbox)}
    )
    select (select count(*) from updated)::int as applied`);
  return wasApplied(result);
}
