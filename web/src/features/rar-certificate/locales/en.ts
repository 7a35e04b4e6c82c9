import type { ro } from './ro';

/** English texts of the RAR certificate section (namespace 'rarCertificate'). */
export const en: typeof ro = {
  title: 'RAR Auto-Pass certificate',
  declared: 'declared by the seller',
  declaredHint:
    'The seller entered these details; AutoLicit cannot check them with the Romanian Automotive Register. Check the downloaded certificate.',
  number: 'Series and number',
  issuedAt: 'Issue date',
  download: 'Download the certificate (PDF)',
  noPdf: 'The seller did not attach the certificate PDF.',
  none: 'You have not added the RAR Auto-Pass certificate yet.',
  history: 'History',
  added: 'Added on {{date}}',
  replaced: 'Replaced on {{date}}',
  stale:
    'The certificate will be over 60 days old when the auction ends ({{date}}). The buyer will need a valid one: get a new one and replace it.',
  add: 'Add the certificate',
  replace: 'Replace the certificate',
  pdf: 'The certificate (PDF, at most 5 MB)',
  pdfPlaceholder: 'Choose the PDF file',
  save: 'Save the certificate',
  cancel: 'Cancel',
  saved: 'The certificate was saved.',
};
