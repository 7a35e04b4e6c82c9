import { desc, eq, gte, or, sql } from 'drizzle-orm';
import type { Executor } from '../client';
import { transactions, vehicles } from '../schema/index';
import { type VehicleSummaryRow, vehicleSummaryColumns } from './vehicle-summary';

export type TransactionRow = typeof transactions.$inferSelect;
export type NewTransactionRow = typeof transactions.$inferInsert;

/** Creates the sale of a vehicle once: a second call for the same vehicle returns null. */
export async function insertTransaction(tx: Executor, transaction: NewTransactionRow): Promise<TransactionRow | null> {
  const rows = await tx.insert(transactions).values(transaction).onConflictDoNothing({ target: transactions.vehicleId }).returning();
  return rows[0] ?? null;
}

export interface UserTransactionRow extends TransactionRow {
  vehicle: VehicleSummaryRow;
}

/** Sales where the user is the buyer or the seller, newest first. */
export async function listTransactionsForUser(db: Executor, userId: string, limit: number, offset: number): Promise<UserTransactionRow[]> {
  const rows = await db
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
    })
    .from(transactions)
    .innerJoin(vehicles, eq(vehicles.id, transactions.vehicleId))
    .where(or(eq(transactions.buyerId, userId), eq(transactions.sellerId, userId)))
    .orderBy(desc(transactions.createdAt), desc(transactions.id))
    .limit(limit)
    .offset(offset);
  return rows as UserTransactionRow[];
}

/** Sales made since the first day of `now`'s calendar month in the given time zone. */
export async function countSalesInMonth(db: Executor, now: Date, timeZone: string): Promise<number> {
  const monthStart = sql`(date_trunc('month', ${now}::timestamptz at time zone ${timeZone}) at time zone ${timeZone})`;
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(transactions).where(gte(transactions.createdAt, monthStart));
  return row?.n ?? 0;
}

export async function findTransactionByVehicleId(db: Executor, vehicleId: string): Promise<TransactionRow | null> {
  const rows = await db.select().from(transactions).where(eq(transactions.vehicleId, vehicleId));
  return rows[0] ?? null;
}
