import { insertAuditEvent, type NewAuditEvent } from '@autolicit/db';
import type { AppContext } from '../../app-context';

/** The security events the audit log knows. */
export const AUDIT_EVENTS = [
  'login',
  'login.mfa',
  'mfa.enrolled',
  'password.reset',
  'role.switch',
  'sessions.signed-out-everywhere',
  'admin.sessions-revoked',
  'auction.cancelled',
  'admin.auctions-extended',
  'admin.end-time-corrected',
  'transaction.completed',
  'transaction.failed',
  'admin.trader-approved',
  'admin.trader-rejected',
  'admin.signals-viewed',
  'admin.question-hidden',
  'admin.question-restored',
  // Written by the workers (no actor), listed here so that the log's names stay in one place.
  'system.auction-extended-after-outage',
] as const;
export type AuditEventName = (typeof AUDIT_EVENTS)[number];

/**
 * Appends a security event to `audit_events`. Never throws: the action it records has already
 * happened (or been refused), and a database hiccup must not change that answer — the failure is
 * logged at error level instead, with the event, so nothing is silently lost.
 */
export async function recordAuditEvent(
  ctx: AppContext,
  event: NewAuditEvent & { event: AuditEventName },
): Promise<void> {
  try {
    await insertAuditEvent(ctx.db, event);
  } catch (error) {
    ctx.logger.error({ err: error, audit: event }, 'audit event not recorded');
  }
}
