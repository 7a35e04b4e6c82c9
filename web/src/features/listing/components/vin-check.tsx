import { Alert, Stack, Text } from '@mantine/core';
import { VIN_LENGTH, compareVinMake, decodeVin, findIllegalVinCharacters } from '@autolicit/shared';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatRegionName } from '../../../lib/i18n';
import { getMakeLabel } from '../../../lib/makes';
import type { ListingFormApi } from '../hooks/use-listing-form';
import { VIN_CHECK_NS, registerVinCheckTexts } from '../lib/vin-check-texts';

/**
 * What a complete VIN says, under the VIN field: maker, country, model year and check digit, from
 * the shared decoder (this dialog is a lazy chunk). It fills an empty make and year, and warns,
 * without refusing, when the VIN's maker contradicts the chosen make.
 */
export function VinCheck({ listingForm }: { listingForm: ListingFormApi }) {
  registerVinCheckTexts();
  const { t } = useTranslation(VIN_CHECK_NS);
  const { form } = listingForm;
  const [vin = '', make = ''] = useWatch({ control: form.control, name: ['vin', 'make'] });
  const [currentYear] = useState(() => new Date().getFullYear());
  const decoded = useMemo(
    () => (vin.length === VIN_LENGTH && !findIllegalVinCharacters(vin) ? decodeVin(vin, { currentYear }) : null),
    [vin, currentYear],
  );

  useEffect(() => {
    if (!decoded) return;
    // Filled only when empty: the seller's own choice is never overwritten.
    if (decoded.manufacturer && !form.getValues('make')?.trim()) {
      form.setValue('make', decoded.manufacturer, { shouldDirty: true });
    }
    if (decoded.modelYear !== null && String(form.getValues('year') ?? '') === '') {
      form.setValue('year', decoded.modelYear, { shouldDirty: true });
    }
  }, [decoded, form]);

  if (!decoded || (decoded.manufacturer === null && decoded.country === null)) return null;
  const facts = [
    decoded.manufacturer ? getMakeLabel(decoded.manufacturer) : t('unknownMaker'),
    decoded.country ? formatRegionName(decoded.country) : null,
    decoded.modelYear !== null ? t('modelYear', { year: decoded.modelYear }) : null,
  ].filter(Boolean);
  const comparison = compareVinMake(make ?? '', decoded.manufacturer);
  // The decoder and the make field hold make keys ('Skoda'); people read the labels ('Škoda').
  const names = { manufacturer: getMakeLabel(decoded.manufacturer ?? ''), make: getMakeLabel(make.trim()) };

  return (
    <Stack gap={6} aria-live="polite" data-testid="vin-check">
      <Text size="sm">{t('says', { facts: facts.join(', ') })}</Text>
      {decoded.checkDigit === 'valid' && (
        <Text size="sm" c="dimmed">
          {t('checkDigitValid')}
        </Text>
      )}
      {decoded.checkDigit === 'invalid' && (
        <Text size="sm" c="orange.9">
          {t('checkDigitInvalid')}
        </Text>
      )}
      {(comparison.kind === 'mismatch' || comparison.kind === 'same-group') && (
        <Alert
          color="yellow"
          variant="light"
          role="status"
          icon={<IconAlertTriangle aria-hidden size={18} />}
          title={t('warningTitle')}
        >
          {comparison.kind === 'mismatch'
            ? t('mismatch', names)
            : t('sameGroup', { ...names, group: comparison.group })}
        </Alert>
      )}
    </Stack>
  );
}
