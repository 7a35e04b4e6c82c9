/** An RAR Auto-Pass certificate is valid for 60 days from its issue date. */
export const RAR_CERTIFICATE_VALIDITY_DAYS = 60;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Midnight UTC of a `YYYY-MM-DD` issue date. */
function toIssueDay(issuedAt: string): number {
  return Date.parse(`${issuedAt}T00:00:00Z`);
}

/**
 * Whether a certificate issued on `issuedAt` (a `YYYY-MM-DD` calendar date) is older than its
 * 60 days of validity at `auctionEnd`: issued 1 March, it is still valid on 30 April and stale
 * from 1 May 00:00 UTC on. The date has no time of day, so the whole 60th day after it counts.
 */
export function isRarCertificateStaleAt(issuedAt: string, auctionEnd: Date): boolean {
  return auctionEnd.getTime() >= toIssueDay(issuedAt) + (RAR_CERTIFICATE_VALIDITY_DAYS + 1) * DAY_MS;
}
