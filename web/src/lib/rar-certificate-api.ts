import type { RarCertificateDto, RarCertificateHistoryDto } from '@autolicit/shared';
import { ApiError, apiRequest, parseErrorBody } from './api-client';

/** What the listing dialog and the vehicle page send: the number and date as typed, the PDF's id once uploaded. */
export interface RarCertificateFields {
  number: string;
  issuedAt: string;
  pdfUploadId?: string | null;
}

export const rarCertificateHistoryQueryKey = (vehicleId: string) =>
  ['vehicles', 'detail', vehicleId, 'rar-certificates'] as const;

/** Sends the certificate PDF (multipart field `pdf`); the answer's id goes into the certificate. */
export async function uploadRarCertificatePdf(file: Blob, fileName: string): Promise<string> {
  const body = new FormData();
  body.append('pdf', file, fileName);
  const response = await fetch('/api/rar-certificate-files', {
    method: 'POST',
    body,
    credentials: 'include',
    headers: { Accept: 'application/json' },
  });
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, response.statusText, text, parseErrorBody(text));
  return (JSON.parse(text) as { id: string }).id;
}

export function fetchRarCertificateHistory(vehicleId: string): Promise<RarCertificateHistoryDto> {
  return apiRequest<RarCertificateHistoryDto>(`/api/vehicles/${vehicleId}/rar-certificates`);
}

/** The seller adds or replaces the certificate of their running listing. */
export function saveRarCertificate(vehicleId: string, fields: RarCertificateFields): Promise<RarCertificateDto> {
  return apiRequest<RarCertificateDto>(`/api/vehicles/${vehicleId}/rar-certificate`, { method: 'PUT', body: fields });
}
