import { SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { createProfessionalCompanyStepSchema } from '@autolicit/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfessionalCompanyDetails } from '../api/professional-api';
import type { CompanyStepValues, ServerFieldError, StepDrafts } from '../hooks/use-professional-wizard';
import { useStepForm } from '../hooks/use-step-form';
import { WIZARD_STEPS } from '../lib/wizard-steps';
import { StepActions } from './step-actions';

const EMPTY: NonNullable<StepDrafts['company']> = {
  companyName: '',
  tradingName: '',
  registrationNumber: '',
  yearEstablished: '',
  companyAddress: '',
  city: '',
  postalCode: '',
  website: '',
};

interface CompanyStepProps {
  saved: StepDrafts['company'];
  serverError: ServerFieldError | null;
  onLeave: (values: CompanyStepValues) => void;
  onBack: () => void;
  onNext: (details: ProfessionalCompanyDetails) => void;
}

/** Step 2 (§5): the company as registered; trading name and website are optional. */
export function CompanyStep({ saved, serverError, onLeave, onBack, onNext }: CompanyStepProps) {
  const { t } = useTranslation('professional');
  // The year rule depends on today; fixed for the life of the step.
  const [schema] = useState(() => createProfessionalCompanyStepSchema(new Date()));
  const { form, feedback } = useStepForm({
    schema,
    fields: WIZARD_STEPS[1].fields,
    saved: saved ?? EMPTY,
    onLeave,
    serverError,
  });
  const optional = t('common.optional');

  return (
    <form onSubmit={form.handleSubmit(onNext, feedback.notifyInvalid)} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('company.intro')}
        </Text>
        <TextInput
          label={t('company.companyName')}
          autoComplete="organization"
          required
          error={feedback.translateFieldError('companyName')}
          {...form.register('companyName')}
        />
        <TextInput
          label={t('company.tradingName')}
          description={`${optional}. ${t('company.tradingNameHint')}`}
          autoComplete="off"
          error={feedback.translateFieldError('tradingName')}
          {...form.register('tradingName')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label={t('company.registrationNumber')}
            description={t('company.registrationNumberHint')}
            autoComplete="off"
            required
            error={feedback.translateFieldError('registrationNumber')}
            {...form.register('registrationNumber')}
          />
          <TextInput
            label={t('company.yearEstablished')}
            inputMode="numeric"
            maxLength={4}
            autoComplete="off"
            required
            error={feedback.translateFieldError('yearEstablished')}
            {...form.register('yearEstablished')}
          />
        </SimpleGrid>
        <TextInput
          label={t('company.companyAddress')}
          description={t('company.companyAddressHint')}
          autoComplete="street-address"
          required
          error={feedback.translateFieldError('companyAddress')}
          {...form.register('companyAddress')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label={t('company.city')}
            autoComplete="address-level2"
            required
            error={feedback.translateFieldError('city')}
            {...form.register('city')}
          />
          <TextInput
            label={t('company.postalCode')}
            autoComplete="postal-code"
            required
            error={feedback.translateFieldError('postalCode')}
            {...form.register('postalCode')}
          />
        </SimpleGrid>
        <TextInput
          label={t('company.website')}
          description={`${optional}. ${t('company.websiteHint')}`}
          type="url"
          inputMode="url"
          autoComplete="url"
          error={feedback.translateFieldError('website')}
          {...form.register('website')}
        />
        <StepActions onBack={onBack} submitLabel={t('steps.next')} />
      </Stack>
    </form>
  );
}
