import { type AuctionDays, getRomanianDate, isRarCertificateStaleAt } from '@autolicit/shared';
import { Alert, Fieldset, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { VALIDATION_NS } from '../../../lib/i18n';
import type { RarCertificateDraft } from '../hooks/use-rar-certificate-draft';
import { auctionEndTime } from '../lib/listing-form';
import { LISTING_RAR_NS, registerListingRarTexts } from '../lib/rar-certificate-texts';

/**
 * The optional "Certificat RAR Auto-Pass" fieldset: the number as printed, the issue date and the PDF. Warns
 * when the certificate will be older than its 60 days at the end of the auction chosen.
 */
export function RarCertificateFields({
  draft,
  auctionDays,
  disabled,
}: {
  draft: RarCertificateDraft;
  /** The dialog's choice, as the form holds it ('2', 4 …). */
  auctionDays: string | number | undefined;
  disabled: boolean;
}) {
  registerListingRarTexts();
  const { t } = useTranslation(LISTING_RAR_NS);
  const now = new Date();
  const end = auctionDays ? new Date(auctionEndTime(now, String(auctionDays) as AuctionDays)) : null;
  const stale =
    end !== null && /^\d{4}-\d{2}-\d{2}$/.test(draft.issuedAt) && isRarCertificateStaleAt(draft.issuedAt, end);
  const error = (key: string | undefined) => (key ? t(key, { ns: VALIDATION_NS }) : undefined);
  return (
    <Fieldset legend={t('legend')} disabled={disabled}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('intro')}
        </Text>
        <TextInput
          label={t('number')}
          placeholder={t('numberPlaceholder')}
          maxLength={30}
          value={draft.number}
          error={error(draft.errors.number)}
          disabled={disabled}
          onChange={(event) => draft.setNumber(event.currentTarget.value)}
        />
        <TextInput
          type="date"
          label={t('issuedAt')}
          max={getRomanianDate(now)}
          value={draft.issuedAt}
          error={error(draft.errors.issuedAt)}
          disabled={disabled}
          onChange={(event) => draft.setIssuedAt(event.currentTarget.value)}
        />
        <TextInput
          type="file"
          label={t('pdf')}
          accept="application/pdf,.pdf"
          disabled={disabled}
          onChange={(event) => draft.setPdf(event.currentTarget.files?.[0] ?? null)}
        />
        {stale && (
          <Alert color="orange" variant="light" role="status">
            {t('stale')}
          </Alert>
        )}
      </Stack>
    </Fieldset>
  );
}
