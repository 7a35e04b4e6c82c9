import { Checkbox, Select, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { professionalBusinessStepSchema } from '@autolicit/shared';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ProfessionalBusinessDetails } from '../api/professional-api';
import type { BusinessStepValues, ServerFieldError, StepDrafts } from '../hooks/use-professional-wizard';
import { useStepForm } from '../hooks/use-step-form';
import { buildBusinessTypeOptions, buildMonthlyVolumeOptions, buildPrimaryMarketOptions } from '../lib/option-data';
import { WIZARD_STEPS } from '../lib/wizard-steps';
import { StepActions } from './step-actions';

const EMPTY: NonNullable<StepDrafts['business']> = {
  businessType: undefined,
  primaryMarkets: [],
  monthlyVolume: undefined,
  businessDescription: '',
};

interface BusinessStepProps {
  saved: StepDrafts['business'];
  serverError: ServerFieldError | null;
  onLeave: (values: BusinessStepValues) => void;
  onBack: () => void;
  onNext: (details: ProfessionalBusinessDetails) => void;
}

/** Step 3 (§3, §5): business type, primary markets (several), monthly volume and a description. */
export function BusinessStep({ saved, serverError, onLeave, onBack, onNext }: BusinessStepProps) {
  const { t } = useTranslation('professional');
  const { form, feedback } = useStepForm({
    schema: professionalBusinessStepSchema,
    fields: WIZARD_STEPS[2].fields,
    saved: saved ?? EMPTY,
    onLeave,
    serverError,
  });
  const businessTypes = useMemo(() => buildBusinessTypeOptions(t), [t]);
  const markets = useMemo(() => buildPrimaryMarketOptions(t), [t]);
  const volumes = useMemo(() => buildMonthlyVolumeOptions(t), [t]);

  return (
    <form onSubmit={form.handleSubmit(onNext, feedback.notifyInvalid)} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('business.intro')}
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Controller
            control={form.control}
            name="businessType"
            render={({ field }) => (
              <Select
                ref={field.ref}
                name={field.name}
                label={t('business.businessType')}
                placeholder={t('business.businessTypePlaceholder')}
                data={businessTypes}
                value={field.value ?? null}
                onChange={(value) => field.onChange(value ?? undefined)}
                onBlur={field.onBlur}
                allowDeselect={false}
                required
                error={feedback.translateFieldError('businessType')}
              />
            )}
          />
          <Controller
            control={form.control}
            name="monthlyVolume"
            render={({ field }) => (
              <Select
                ref={field.ref}
                name={field.name}
                label={t('business.monthlyVolume')}
                placeholder={t('business.monthlyVolumePlaceholder')}
                data={volumes}
                value={field.value ?? null}
                onChange={(value) => field.onChange(value ?? undefined)}
                onBlur={field.onBlur}
                allowDeselect={false}
                required
                error={feedback.translateFieldError('monthlyVolume')}
              />
            )}
          />
        </SimpleGrid>
        <Controller
          control={form.control}
          name="primaryMarkets"
          render={({ field }) => (
            <Checkbox.Group
              label={t('business.primaryMarkets')}
              description={t('business.primaryMarketsHint')}
              value={field.value ?? []}
              onChange={field.onChange}
              required
              error={feedback.translateFieldError('primaryMarkets')}
            >
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt="xs">
                {markets.map((market, index) => (
                  <Checkbox
                    key={market.value}
                    value={market.value}
                    label={market.label}
                    onBlur={field.onBlur}
                    // The first box takes the focus when the group is the first invalid field.
                    ref={index === 0 ? field.ref : undefined}
                  />
                ))}
              </SimpleGrid>
            </Checkbox.Group>
          )}
        />
        <Textarea
          label={t('business.businessDescription')}
          description={t('business.businessDescriptionHint')}
          rows={4}
          resize="vertical"
          required
          error={feedback.translateFieldError('businessDescription')}
          {...form.register('businessDescription')}
        />
        <StepActions onBack={onBack} submitLabel={t('steps.next')} />
      </Stack>
    </form>
  );
}
