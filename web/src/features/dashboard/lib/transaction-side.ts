import { centsToMoney, toCents, type PaymentStatus, type TransactionDto } from '@autolicit/shared';

/** Whether the user bought or sold in a transaction (admins may see other people's, hence the id). */
export function transactionSide(transaction: Pick<TransactionDto, 'buyerId'>, userId: string): 'purchase' | 'sale' {
  return transaction.buyerId === userId ? 'purchase' : 'sale';
}

/** What the buyer pays: the final price plus the auction fee, in exact cents. */
export function transactionTotal(transaction: Pick<TransactionDto, 'finalPrice' | 'fee'>): string {
  return centsToMoney(toCents(transaction.finalPrice) + toCents(transaction.fee));
}

export const PAYMENT_STATUS_COLORS: Record<PaymentStatus, string> = {
  pending: 'yellow',
  completed: 'green',
  failed: 'red',
};
