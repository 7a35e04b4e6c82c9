import { zodResolver } from '@hookform/resolvers/zod';
import { withPasswordStrength } from '../../../lib/password-strength';
import { Alert, Button, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import {
  MIN_PASSWORD_LENGTH,
  type SimpleRegisterForm as SimpleRegisterValues,
  type SimpleRegisterFormInput,
  simpleRegisterFormSchema,
} from '@autolicit/shared';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AuthModalIntent } from '../../../lib/shell-modal-store';
import { isApiError } from '../../../lib/api-client';
import { useFormFeedback } from '../hooks/use-form-feedback';
import { useRegister } from '../hooks/use-register';
import { EntityTypeField } from './entity-type-field';
import { PasswordField } from '../../../components/password-field';
import { LegalConsentNote } from './legal-consent-note';

const FIELD_ORDER = ['firstName', 'lastName', 'email', 'password', 'entityType'] as const;

interface SimpleRegisterFormProps {
  /** Opens the full registration with what was typed here. */
  onContinueFullRegistration: (prefill: NonNullable<AuthModalIntent['prefill']>) => void;
  onSuccess?: () => void;
}

/**
 * The simple email modal's registration (§5): names, email, a password and the entity type. The
 * fields are checked by the server's own rules before anything is sent (the shared account fields:
 * names of 2+, a password of 8+ that is not easy to guess), so the form never accepts what the
 * server would then refuse; the password's rules are shown under it from the start.
 * The server also wants the entity's own details (CNP, company data); when it says so, this form
 * offers to carry on in the full registration instead of leaving the user at a dead end.
 */
export function SimpleRegisterForm({ onContinueFullRegistration, onSuccess }: SimpleRegisterFormProps) {
  const { t } = useTranslation('auth');
  const register = useRegister();
  const [needsMoreDetails, setNeedsMoreDetails] = useState(false);
  const form = useForm<SimpleRegisterFormInput, unknown, SimpleRegisterValues>({
    resolver: withPasswordStrength(zodResolver(simpleRegisterFormSchema), ['email', 'firstName', 'lastName']),
    defaultValues: { firstName: '', lastName: '', email: '', password: '', entityType: 'individual' },
  });
  const feedback = useFormFeedback(form, FIELD_ORDER);

  const submit = form.handleSubmit((values) => {
    setNeedsMoreDetails(false);
    register.mutate(values, {
      onSuccess: () => onSuccess?.(),
      onError: (error) => {
        const field = isApiError(error) ? error.body?.field : undefined;
        if (field && !(FIELD_ORDER as readonly string[]).includes(field)) setNeedsMoreDetails(true);
        feedback.notifyFailure(error, 'register.failedTitle', 'register.failedFallback');
      },
    });
  }, feedback.notifyInvalid);
  const busy = register.isPending || register.isSuccess;

  const continueFullRegistration = () => {
    const { email, firstName, lastName, entityType } = form.getValues();
    onContinueFullRegistration({ email, firstName, lastName, entityType });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label={t('common.firstName')}
            autoComplete="given-name"
            required
            error={feedback.fieldError('firstName')}
            {...form.register('firstName')}
          />
          <TextInput
            label={t('common.lastName')}
            autoComplete="family-name"
            required
            error={feedback.fieldError('lastName')}
            {...form.register('lastName')}
          />
        </SimpleGrid>
        <TextInput
          label={t('common.email')}
          type="email"
          autoComplete="email"
          required
          error={feedback.fieldError('email')}
          {...form.register('email')}
        />
        <PasswordField
          label={t('common.password')}
          description={t('register.passwordHint', { min: MIN_PASSWORD_LENGTH })}
          autoComplete="new-password"
          required
          error={feedback.fieldError('password')}
          {...form.register('password')}
        />
        <Controller
          control={form.control}
          name="entityType"
          render={({ field }) => (
            <EntityTypeField
              label={t('register.entityType')}
              optionLabels={{ individual: t('register.individual'), company: t('register.company') }}
              value={field.value}
              onChange={field.onChange}
              error={feedback.fieldError('entityType')}
              inputRef={field.ref}
            />
          )}
        />
        {needsMoreDetails && (
          <Alert
            color="blue"
            icon={<IconInfoCircle aria-hidden />}
            title={t('register.moreDetailsTitle')}
            role="status"
          >
            <Stack gap="xs" align="flex-start">
              {t('register.moreDetailsMessage')}
              <Button variant="light" size="xs" onClick={continueFullRegistration}>
                {t('register.moreDetailsAction')}
              </Button>
            </Stack>
          </Alert>
        )}
        <Button type="submit" loading={busy}>
          {busy ? t('register.submitting') : t('register.submit')}
        </Button>
        <LegalConsentNote />
      </Stack>
    </form>
  );
}
