import { createRarCertificateInputSchema } from '@autolicit/shared';
import { useState } from 'react';
import { type RarCertificateFields, uploadRarCertificatePdf } from '../../../lib/rar-certificate-api';

export interface RarCertificateErrors {
  number?: string;
  issuedAt?: string;
}

/**
 * The listing dialog's optional RAR Auto-Pass certificate: number, issue date and PDF, kept beside
 * the listing form. Nothing typed means no certificate; once something is, number and date are
 * checked with the server's own schema (the messages are validation keys).
 */
export function useRarCertificateDraft() {
  const [number, setNumber] = useState('');
  const [issuedAt, setIssuedAt] = useState('');
  const [pdf, setPdf] = useState<File | null>(null);
  const [errors, setErrors] = useState<RarCertificateErrors>({});
  const empty = number.trim() === '' && issuedAt === '' && pdf === null;

  /** True when it may be sent (empty, or valid); sets the field errors otherwise. */
  const validate = (now: Date): boolean => {
    if (empty) {
      setErrors({});
      return true;
    }
    const parsed = createRarCertificateInputSchema(now).safeParse({ number, issuedAt });
    const found: RarCertificateErrors = {};
    if (!parsed.success)
      for (const issue of parsed.error.issues) found[issue.path[0] as keyof RarCertificateErrors] ??= issue.message;
    setErrors(found);
    return parsed.success;
  };

  /** Uploads the PDF (if one was chosen) and gives the certificate to send, or null for none. */
  const collect = async (): Promise<RarCertificateFields | null> => {
    if (empty) return null;
    const pdfUploadId = pdf ? await uploadRarCertificatePdf(pdf, pdf.name) : null;
    return { number, issuedAt, pdfUploadId };
  };

  const reset = () => {
    setNumber('');
    setIssuedAt('');
    setPdf(null);
    setErrors({});
  };

  return { number, setNumber, issuedAt, setIssuedAt, pdf, setPdf, errors, validate, collect, reset };
}

export type RarCertificateDraft = ReturnType<typeof useRarCertificateDraft>;
