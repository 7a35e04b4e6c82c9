import type { RarCertificateRow } from '@autolicit/db';
import type { RarCertificateDto } from '@autolicit/shared';

/** Where a certificate version's PDF downloads; the file name is given by Content-Disposition. */
export function getRarCertificatePdfUrl(certificateId: string): string {
  return `/api/rar-certificates/${certificateId}/pdf`;
}

export function toRarCertificateDto(row: RarCertificateRow): RarCertificateDto {
  return {
    id: row.id,
    number: row.number,
    issuedAt: row.issuedAt,
    pdfUrl: row.storageKey ? getRarCertificatePdfUrl(row.id) : null,
    updatedAt: row.createdAt.toISOString(),
  };
}
