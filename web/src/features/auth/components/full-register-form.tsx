import { zodResolver } from '@hookform/resolvers/zod';
import { withPasswordStrength } from '../../../lib/password-strength';
import { Alert, Button, Fieldset, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { type RegisterForm, type RegisterFormInput, registerFormSchema } from '@autolicit/shared';
import { Controller, type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AuthModalIntent } from '../../../lib/shell-modal-store';
import { useFormFeedback } from '../hooks/use-form-feedback';
import { useRegister } from '../hooks/use-register';
import { EntityTypeField } from './entity-type-field';
import { PasswordField } from '../../../components/password-field';
import { LegalConsentNote } from './legal-consent-note';

const INDIVIDUAL_FIELDS = ['cnp', 'individualAddress', 'individualPhone'] as const;
const COMPANY_FIELDS = [
  'companyName',
  'cui',
  'companyAddress',
  'companyPhone',
  'legalRepresentative',
  'registrationNumber',
] as const;
type EntityFieldName = (typeof INDIVIDUAL_FIELDS)[number] | (typeof COMPANY_FIELDS)[number];
const FIELD_ORDER: readonly Path<RegisterFormInput>[] = [
  'entityType',
  'firstName',
  'lastName',
  'email',
  'password',
  'confirmPassword',
  ...INDIVIDUAL_FIELDS,
  ...COMPANY_FIELDS,
];

/** The schema's message for blank entity fields; shown once above them rather than under each. */
const ENTITY_FIELDS_REQUIRED = 'auth.entityFieldsRequired';

/** Input hints that help phones and password managers; labels come from the locale files. */
const ENTITY_INPUT_PROPS: Record<
  EntityFieldName,
  { autoComplete?: string; type?: string; inputMode?: 'numeric' | 'tel'; maxLength?: number; hintKey?: string }
> = {
  cnp: { inputMode: 'numeric', maxLength: 13, autoComplete: 'off', hintKey: 'fullRegister.cnpHint' },
  individualAddress: { autoComplete: 'street-address' },
  individualPhone: { type: 'tel', inputMode: 'tel', autoComplete: 'tel' },
  companyName: { autoComplete: 'organization' },
  cui: { autoComplete: 'off' },
  companyAddress: { autoComplete: 'street-address' },
  companyPhone: { type: 'tel', inputMode: 'tel', autoComplete: 'tel' },
  legalRepresentative: { autoComplete: 'name' },
  registrationNumber: { autoComplete: 'off', hintKey: 'fullRegister.registrationNumberHint' },
};

interface FullRegisterFormProps {
  prefill?: AuthModalIntent['prefill'];
  onSuccess?: () => void;
}

/**
 * The richer auth modal's "create account" (§5): common fields, then the individual or company
 * fields for the chosen entity type. Only the chosen type's fields are checked and sent.
 */
export function FullRegisterForm({ prefill, onSuccess }: FullRegisterFormProps) {
  const { t } = useTranslation('auth');
  const register = useRegister();
  const form = useForm<RegisterFormInput, unknown, RegisterForm>({
    resolver: withPasswordStrength(zodResolver(registerFormSchema), ['email', 'firstName', 'lastName']),
    defaultValues: {
      entityType: prefill?.entityType ?? '',
      firstName: prefill?.firstName ?? '',
      lastName: prefill?.lastName ?? '',
      email: prefill?.email ?? '',
      password: '',
      confirmPassword: '',
      ...Object.fromEntries([...INDIVIDUAL_FIELDS, ...COMPANY_FIELDS].map((name) => [name, ''])),
    },
  });
  const feedback = useFormFeedback(form, FIELD_ORDER);
  const entityType = form.watch('entityType');
  const entityFields = entityType === 'individual' ? INDIVIDUAL_FIELDS : entityType === 'company' ? COMPANY_FIELDS : [];
  const missingEntityFields = entityFields.some((name) => feedback.errorKeyOf(name) === ENTITY_FIELDS_REQUIRED);

  const submit = form.handleSubmit(
    (values) =>
      register.mutate(values, {
        onSuccess: () => onSuccess?.(),
        onError: (error) => feedback.notifyFailure(error, 'register.failedTitle', 'register.failedFallback'),
      }),
    feedback.notifyInvalid,
  );
  const busy = register.isPending || register.isSuccess;

  /** A blank field is marked invalid without repeating the catch-all under every input. */
  const entityFieldError = (name: EntityFieldName) =>
    feedback.errorKeyOf(name) === ENTITY_FIELDS_REQUIRED ? true : feedback.fieldError(name);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Controller
          control={form.control}
          name="entityType"
          render={({ field }) => (
            <EntityTypeField
              label={t('fullRegister.entityType')}
              optionLabels={{ individual: t('fullRegister.individual'), company: t('fullRegister.company') }}
              value={field.value}
              onChange={field.onChange}
              error={feedback.fieldError('entityType')}
              inputRef={field.ref}
            />
          )}
        />
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
        {entityType === 'company' && (
          <Text size="xs" c="dimmed" mt={-6}>
            {t('fullRegister.namesHintCompany')}
          </Text>
        )}
        <TextInput
          label={t('common.email')}
          type="email"
          autoComplete="email"
          required
          error={feedback.fieldError('email')}
          {...form.register('email')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <PasswordField
            label={t('common.password')}
            description={t('fullRegister.passwordHint')}
            autoComplete="new-password"
            required
            error={feedback.fieldError('password')}
            {...form.register('password')}
          />
          <PasswordField
            label={t('fullRegister.confirmPassword')}
            autoComplete="new-password"
            required
            error={feedback.fieldError('confirmPassword')}
            {...form.register('confirmPassword')}
          />
        </SimpleGrid>

        {entityFields.length > 0 && (
          <Fieldset
            legend={t(entityType === 'company' ? 'fullRegister.companySection' : 'fullRegister.individualSection')}
            variant="filled"
          >
            <Stack gap="sm">
              {missingEntityFields && (
                <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
                  {feedback.translateKey(ENTITY_FIELDS_REQUIRED)}
                </Alert>
              )}
              {entityFields.map((name) => {
                const { hintKey, ...inputProps } = ENTITY_INPUT_PROPS[name];
                return (
                  <TextInput
                    key={name}
                    label={t(`fullRegister.${name}`)}
                    description={hintKey ? t(hintKey) : undefined}
                    required
                    error={entityFieldError(name)}
                    {...inputProps}
                    {...form.register(name)}
                  />
                );
              })}
            </Stack>
          </Fieldset>
        )}

        <Button type="submit" loading={busy}>
          {busy ? t('register.submitting') : t('fullRegister.submit')}
        </Button>
        <LegalConsentNote />
      </Stack>
    </form>
  );
}
