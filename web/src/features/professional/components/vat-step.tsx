import { Select, Stack, Text, TextInput } from '@mantine/core';
import { type Country, type ProfessionalVatForm, professionalVatFormSchema } from '@autolicit/shared';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import type { ServerFieldError, StepDrafts, VatStepValues } from '../hooks/use-professional-wizard';
import { useStepForm } from '../hooks/use-step-form';
import { useVatCheck } from '../hooks/use-vat-check';
import { buildCountryOptions } from '../lib/option-data';
import { getVatNumberExample } from '../lib/vat-format-hints';
import { WIZARD_STEPS } from '../lib/wizard-steps';
import { StepActions } from './step-actions';

const EMPTY: NonNullable<StepDrafts['vat']> = { country: undefined, vatNumber: '' };

interface VatStepProps {
  saved: StepDrafts['vat'];
  /** The VAT number and country that last passed the check; unchanged, they need no second check. */
  verified: ProfessionalVatForm | undefined;
  serverError: ServerFieldError | null;
  onLeave: (values: VatStepValues) => void;
  onVerified: (values: ProfessionalVatForm) => void;
}

/**
 * Step 1 (§4, §5): country and VAT number. Next runs the field rules, then the simulated 1 s VAT
 * check, which refuses a number that does not have the country's VAT format.
 */
export function VatStep({ saved, verified, serverError, onLeave, onVerified }: VatStepProps) {
  const { t } = useTranslation('professional');
  const language = currentLanguage();
  const { form, feedback } = useStepForm({
    schema: professionalVatFormSchema,
    fields: WIZARD_STEPS[0].fields,
    saved: saved ?? EMPTY,
    onLeave,
    serverError,
  });
  const vatCheck = useVatCheck();
  const checking = vatCheck.isPending;
  const countryOptions = useMemo(() => buildCountryOptions(t, language), [t, language]);
  const country = form.watch('country') as Country | undefined;

  const rejectFormat = () => {
    form.setError('vatNumber', { type: 'vat', message: 'pro.vatFormat' }, { shouldFocus: true });
    notify({ color: 'red', title: t('vat.failedTitle'), message: t('vat.failedMessage') });
  };

  const submit = form.handleSubmit((values) => {
    if (checking) return;
    if (verified?.vatNumber === values.vatNumber && verified.country === values.country) {
      onVerified(values);
      return;
    }
    vatCheck.mutate(values, { onSuccess: (valid) => (valid ? onVerified(values) : rejectFormat()) });
  }, feedback.notifyInvalid);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('vat.intro')}
        </Text>
        <Controller
          control={form.control}
          name="country"
          render={({ field }) => (
            <Select
              ref={field.ref}
              name={field.name}
              label={t('vat.country')}
              placeholder={t('vat.countryPlaceholder')}
              nothingFoundMessage={t('vat.countryNothingFound')}
              data={countryOptions}
              value={field.value ?? null}
              onChange={(value) => field.onChange(value ?? undefined)}
              onBlur={field.onBlur}
              searchable
              allowDeselect={false}
              required
              readOnly={checking}
              error={feedback.translateFieldError('country')}
            />
          )}
        />
        <TextInput
          label={t('vat.vatNumber')}
          description={
            country
              ? t('vat.vatNumberHint', { example: getVatNumberExample(country) })
              : t('vat.vatNumberHintNoCountry')
          }
          required
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          readOnly={checking}
          error={feedback.translateFieldError('vatNumber')}
          {...form.register('vatNumber')}
        />
        <Text role="status" size="sm" c="dimmed">
          {checking ? t('vat.checking') : null}
        </Text>
        <StepActions submitLabel={checking ? t('vat.verifying') : t('vat.verify')} busy={checking} />
      </Stack>
    </form>
  );
}
