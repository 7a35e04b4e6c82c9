import { Anchor, Checkbox, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { type ProfessionalPersonalForm, professionalPersonalFormSchema } from '@autolicit/shared';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/password-field';
import type { PersonalStepValues, ServerFieldError, StepDrafts } from '../hooks/use-professional-wizard';
import { useStepForm } from '../hooks/use-step-form';
import { WIZARD_STEPS } from '../lib/wizard-steps';
import { StepActions } from './step-actions';
import { LEGAL_PATHS } from '../../../lib/legal-paths';

const EMPTY: NonNullable<StepDrafts['personal']> = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  position: '',
  password: '',
  confirmPassword: '',
  agreeTerms: undefined,
  agreePrivacy: undefined,
};

interface PersonalStepProps {
  saved: StepDrafts['personal'];
  serverError: ServerFieldError | null;
  submitting: boolean;
  onLeave: (values: PersonalStepValues) => void;
  onBack: () => void;
  onSubmit: (details: ProfessionalPersonalForm) => void;
}

/** Step 4 (§5): the person managing the account, the password twice and both agreements; submits the registration. */
export function PersonalStep({ saved, serverError, submitting, onLeave, onBack, onSubmit }: PersonalStepProps) {
  const { t } = useTranslation('professional');
  const { form, feedback } = useStepForm({
    schema: professionalPersonalFormSchema,
    // The company's name is on an earlier step; the server checks the password against it too.
    passwordAccountFields: ['email', 'firstName', 'lastName'],
    fields: WIZARD_STEPS[3].fields,
    saved: saved ?? EMPTY,
    onLeave,
    serverError,
  });

  const submit = form.handleSubmit((values) => {
    if (!submitting) onSubmit(values);
  }, feedback.notifyInvalid);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('personal.intro')}
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label={t('personal.firstName')}
            autoComplete="given-name"
            required
            error={feedback.translateFieldError('firstName')}
            {...form.register('firstName')}
          />
          <TextInput
            label={t('personal.lastName')}
            autoComplete="family-name"
            required
            error={feedback.translateFieldError('lastName')}
            {...form.register('lastName')}
          />
        </SimpleGrid>
        <TextInput
          label={t('personal.email')}
          type="email"
          autoComplete="email"
          required
          error={feedback.translateFieldError('email')}
          {...form.register('email')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label={t('personal.phone')}
            description={t('personal.phoneHint')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            required
            error={feedback.translateFieldError('phone')}
            {...form.register('phone')}
          />
          <TextInput
            label={t('personal.position')}
            autoComplete="organization-title"
            required
            error={feedback.translateFieldError('position')}
            {...form.register('position')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <PasswordField
            label={t('personal.password')}
            description={t('personal.passwordHint')}
            autoComplete="new-password"
            required
            error={feedback.translateFieldError('password')}
            {...form.register('password')}
          />
          <PasswordField
            label={t('personal.confirmPassword')}
            autoComplete="new-password"
            required
            error={feedback.translateFieldError('confirmPassword')}
            {...form.register('confirmPassword')}
          />
        </SimpleGrid>
        <Controller
          control={form.control}
          name="agreeTerms"
          render={({ field }) => (
            <Checkbox
              ref={field.ref}
              name={field.name}
              checked={field.value === true}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              onBlur={field.onBlur}
              label={
                <>
                  {t('personal.agreeTermsBefore')}
                  {/* §2: the terms open in a new tab, so the wizard keeps what was typed. */}
                  <Anchor href={LEGAL_PATHS.terms} target="_blank" rel="noopener noreferrer" inherit>
                    {t('personal.termsLink')}
                  </Anchor>
                </>
              }
              error={feedback.translateFieldError('agreeTerms')}
              // Mantine's Checkbox describes its error but does not mark the box invalid.
              aria-invalid={feedback.translateFieldError('agreeTerms') ? true : undefined}
            />
          )}
        />
        <Controller
          control={form.control}
          name="agreePrivacy"
          render={({ field }) => (
            <Checkbox
              ref={field.ref}
              name={field.name}
              checked={field.value === true}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              onBlur={field.onBlur}
              label={
                <>
                  {t('personal.agreePrivacyBefore')}
                  <Anchor href={LEGAL_PATHS.privacy} target="_blank" rel="noopener noreferrer" inherit>
                    {t('personal.privacyLink')}
                  </Anchor>
                </>
              }
              error={feedback.translateFieldError('agreePrivacy')}
              aria-invalid={feedback.translateFieldError('agreePrivacy') ? true : undefined}
            />
          )}
        />
        <StepActions
          onBack={onBack}
          submitLabel={submitting ? t('personal.submitting') : t('personal.submit')}
          busy={submitting}
        />
      </Stack>
    </form>
  );
}
