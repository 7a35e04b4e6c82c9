import { randomUUID } from 'node:crypto';
import { type UserWithProfile, findTransactionById, findVehicleById, settleTransaction } from '@autolicit/db';
import { NOTIFICATION_JOB_NAMES, OUTBOX_WRITER_LEASE_MS, notificationJob, userEmission } from '@autolicit/messaging';
import { PAYMENT_DEADLINE_MS, type SettleTransactionInput } from '@autolicit/shared';
import type { AppContext } from '../../app-context';
import { isActingAdmin } from '../../platform/guards/auth.middleware';
import { ConflictError, ForbiddenError, NotFoundError } from '../../platform/errors';
import { recordAuditEvent } from '../audit/record-audit-event';

/**
 * The seller (or an acting admin) records the buyer's payment (`completed`), or — only after the
 * payment deadline — a non-payment (`failed`). Only a pending sale moves, once: the change and the
 * outbox message telling both parties (`transaction:settled`, and an email each) are one write.
 * Audited either way.
 */
export async function settleSale(
  ctx: AppContext,
  actor: UserWithProfile,
  transactionId: string,
  input: SettleTransactionInput,
  ip: string | null,
): Promise<{ id: string; paymentStatus: 'completed' | 'failed' }> {
  const sale = await findTransactionById(ctx.db, transactionId);
  const admin = isActingAdmin(actor);
  if (!sale || (sale.buyerId !== actor.id && sale.sellerId !== actor.id && !admin))
    throw new NotFoundError('transaction.notFound');
  if (sale.sellerId !== actor.id && !admin) throw new ForbiddenError();
  if (sale.paymentStatus !== 'pending') throw new ConflictError('transaction.notPending');
  const now = ctx.clock.now();
  if (input.paymentStatus === 'failed' && now.getTime() < sale.createdAt.getTime() + PAYMENT_DEADLINE_MS)
    throw new ConflictError('transaction.notOverdue');

  const vehicle = (await findVehicleById(ctx.db, sale.vehicleId))!;
  const event = {
    vehicleId: vehicle.id,
    year: vehicle.year,
    make: vehicle.make,
    model: vehicle.model,
    transactionId: sale.id,
    paymentStatus: input.paymentStatus,
    serverTime: now.toISOString(),
  };
  const message = {
    id: randomUUID(),
    emissions: [sale.buyerId, sale.sellerId].map((userId) => userEmission(userId, 'transaction:settled', event)),
    jobs: [sale.buyerId, sale.sellerId].map((userId) =>
      notificationJob(
        NOTIFICATION_JOB_NAMES.transactionSettled,
        { vehicleId: vehicle.id, userId },
        `settled-${sale.id}-${userId}`,
      ),
    ),
  };
  const applied = await settleTransaction(ctx.db, {
    id: sale.id,
    to: input.paymentStatus,
    outbox: { message, leaseUntil: new Date(now.getTime() + OUTBOX_WRITER_LEASE_MS) },
  });
  if (!applied) throw new ConflictError('transaction.notPending');
  void ctx.outbox.deliver(message);
  await recordAuditEvent(ctx, {
    event: input.paymentStatus === 'completed' ? 'transaction.completed' : 'transaction.failed',
    outcome: 'success',
    userId: sale.buyerId,
    actorId: actor.id,
    ip,
    details: { transactionId: sale.id, vehicleId: vehicle.id },
  });
  return { id: sale.id, paymentStatus: input.paymentStatus };
}
