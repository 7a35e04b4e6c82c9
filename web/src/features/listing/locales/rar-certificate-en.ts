import type { ro } from './rar-certificate-ro';

/** English texts of the listing dialog's RAR certificate fields. */
export const en: typeof ro = {
  legend: 'RAR Auto-Pass certificate (optional)',
  intro:
    "The RAR Auto-Pass certificate shows the car's recorded history. It is not required to list; you can also add or replace it while the auction runs. Buyers see it as “declared by the seller”.",
  number: 'Certificate series and number',
  numberPlaceholder: 'e.g. RO AP 000123',
  issuedAt: 'Issue date',
  pdf: 'The certificate (PDF, at most 5 MB)',
  stale:
    'The certificate will be over 60 days old when the auction ends. The buyer will need a valid one: get a new one before the end.',
};
