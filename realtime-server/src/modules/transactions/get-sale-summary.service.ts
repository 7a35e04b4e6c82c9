import { type UserWithProfile, findSaleWithParties } from '@autolicit/db';
import { type Language, PAYMENT_DEADLINE_MS, centsToMoney, toCents } from '@autolicit/shared';
import type { AppContext } from '../../app-context';
import { isActingAdmin } from '../../platform/guards/auth.middleware';
import { NotFoundError } from '../../platform/errors';
import { renderSaleSummaryPdf } from './render-sale-summary-pdf';

export interface SaleSummaryFile {
  fileName: string;
  pdf: Buffer;
}

/**
 * The sale's PDF summary for one of its two parties (or an acting admin), in `language`. Anyone
 * else gets the same 404 as for a sale that does not exist: a sale's parties and price are private.
 */
export async function getSaleSummary(
  ctx: AppContext,
  reader: UserWithProfile,
  transactionId: string,
  language: Language,
): Promise<SaleSummaryFile> {
  const sale = await findSaleWithParties(ctx.db, transactionId);
  if (!sale || (sale.buyerId !== reader.id && sale.sellerId !== reader.id && !isActingAdmin(reader)))
    throw new NotFoundError('transaction.notFound');
  const soldAt = new Date(sale.createdAt);
  // The fee as recorded at the sale, not as today's rule would compute it.
  const total = centsToMoney(toCents(sale.finalPrice) + toCents(sale.fee));
  const pdf = await renderSaleSummaryPdf(
    {
      transactionId: sale.id,
      soldAt,
      paymentDueBy: new Date(soldAt.getTime() + PAYMENT_DEADLINE_MS),
      paymentStatus: sale.paymentStatus,
      vehicle: {
        year: sale.vehicle.year,
        make: sale.vehicle.make,
        model: sale.vehicle.model,
        vin: sale.vin,
        mileage: sale.mileage,
      },
      finalPrice: sale.finalPrice,
      fee: sale.fee,
      total,
      buyer: sale.buyer,
      seller: sale.seller,
    },
    language,
    ctx.clock.now(),
  );
  const slug = `${sale.vehicle.year}-${sale.vehicle.make}-${sale.vehicle.model}`
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');
  return { fileName: `${language === 'ro' ? 'vanzare' : 'sale'}-${slug}-${sale.id.slice(0, 8)}.pdf`, pdf };
}
