import { describe, expect, it } from 'vitest';
import { RAR_CERTIFICATE_VALIDITY_DAYS, isRarCertificateStaleAt } from './rar-certificate-validity';

describe('isRarCertificateStaleAt', () => {
  it.each([
    ['2026-03-01', '2026-03-01T00:00:00Z', false, 'issued the same day'],
    ['2026-03-01', '2026-04-30T23:59:59Z', false, 'the last second of the 60th day after issue'],
    ['2026-03-01', '2026-05-01T00:00:00Z', true, 'the 61st day'],
    ['2026-03-01', '2026-06-15T10:00:00Z', true, 'months later'],
    ['2026-12-30', '2027-02-28T12:00:00Z', false, 'across a year end, day 60'],
    ['2026-12-30', '2027-03-01T00:00:00Z', true, 'across a year end, day 61'],
    ['2028-01-01', '2028-03-01T23:59:59Z', false, 'leap February: 1 March is day 60'],
    ['2028-01-01', '2028-03-02T00:00:00Z', true, 'leap February: 2 March is day 61'],
    ['2026-03-10', '2026-03-01T00:00:00Z', false, 'an end before the issue date'],
  ])('%s at %s → %s (%s)', (issuedAt, end, stale) => {
    expect(isRarCertificateStaleAt(issuedAt, new Date(end))).toBe(stale);
  });

  it('uses 60 days', () => {
    expect(RAR_CERTIFICATE_VALIDITY_DAYS).toBe(60);
  });
});
