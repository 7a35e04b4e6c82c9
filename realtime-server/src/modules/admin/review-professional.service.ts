import { randomUUID } from 'node:crypto';
import { type ProfessionalReviewRow, findUserById, listProfessionals, reviewProfessional } from '@autolicit/db';
import { OUTBOX_WRITER_LEASE_MS, TRADER_REVIEWED_JOB_NAME, notificationJob, userEmission } from '@autolicit/messaging';
import { type Country, type ProfessionalReviewDto, isValidCui, isValidVatFormat } from '@autolicit/shared';
import type { AppContext } from '../../app-context';
import { ConflictError, NotFoundError } from '../../platform/errors';
import { recordAuditEvent } from '../audit/record-audit-event';

function toProfessionalReviewDto(row: ProfessionalReviewRow): ProfessionalReviewDto {
  const country = row.country as Country;
  return {
    userId: row.userId,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    position: row.position,
    companyName: row.companyName,
    tradingName: row.tradingName,
    vatNumber: row.vatNumber,
    country: row.country,
    vatFormatValid: isValidVatFormat(row.vatNumber, country),
    cuiCheckDigitValid: country === 'RO' ? isValidCui(row.vatNumber) : null,
    registrationNumber: row.registrationNumber,
    yearEstablished: row.yearEstablished,
    companyAddress: row.companyAddress,
    city: row.city,
    postalCode: row.postalCode,
    website: row.website,
    businessType: row.businessType,
    primaryMarkets: row.primaryMarkets,
    monthlyVolume: row.monthlyVolume,
    businessDescription: row.businessDescription,
    verificationStatus: row.verificationStatus,
    rejectionReason: row.rejectionReason,
    registeredAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}

/** The professional accounts in one state, with everything the wizard collected and the format checks. */
export async function listProfessionalAccounts(
  ctx: AppContext,
  status: ProfessionalReviewDto['verificationStatus'],
): Promise<ProfessionalReviewDto[]> {
  return (await listProfessionals(ctx.db, status)).map(toProfessionalReviewDto);
}

/**
 * An admin verifies or rejects a pending professional account. Only a pending one, once: the
 * decision and the outbox message telling the trader (`trader:reviewed` and an email, in their
 * language) are one write. A verified dealer may list as a business; a rejected one keeps an
 * ordinary account. Audited.
 */
export async function reviewProfessionalAccount(
  ctx: AppContext,
  command: {
    userId: string;
    decision: 'verified' | 'rejected';
    reason: string | null;
    adminId: string;
    ip: string | null;
  },
): Promise<void> {
  const user = await findUserById(ctx.db, command.userId);
  if (!user || user.verificationStatus === null) throw new NotFoundError('admin.professionalNotFound');
  if (user.verificationStatus !== 'pending') throw new ConflictError('admin.professionalNotPending');
  const now = ctx.clock.now();
  const message = {
    id: randomUUID(),
    emissions: [
      userEmission(user.id, 'trader:reviewed', {
        verificationStatus: command.decision,
        reason: command.reason,
        serverTime: now.toISOString(),
      }),
    ],
    jobs: [notificationJob(TRADER_REVIEWED_JOB_NAME, { userId: user.id }, `trader-reviewed-${user.id}`)],
  };
  const applied = await reviewProfessional(ctx.db, {
    userId: user.id,
    to: command.decision,
    reason: command.reason,
    reviewerId: command.adminId,
    now,
    outbox: { message, leaseUntil: new Date(now.getTime() + OUTBOX_WRITER_LEASE_MS) },
  });
  if (!applied) throw new ConflictError('admin.professionalNotPending');
  void ctx.outbox.deliver(message);
  await recordAuditEvent(ctx, {
    event: command.decision === 'verified' ? 'admin.trader-approved' : 'admin.trader-rejected',
    outcome: 'success',
    userId: user.id,
    actorId: command.adminId,
    ip: command.ip,
    details: command.reason ? { reason: command.reason } : {},
  });
}
