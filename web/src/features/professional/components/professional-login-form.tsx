import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { type LoginInput, loginInputSchema } from '@autolicit/shared';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { MfaCodeForm } from '../../../components/mfa-code-form';
import { PasswordField } from '../../../components/password-field';
import { isMfaChallenge } from '../../../lib/session-api';
import { useFieldFeedback } from '../hooks/use-field-feedback';
import { useLoginProfessional } from '../hooks/use-login-professional';

interface ProfessionalLoginFormProps {
  /** Called once signed in (the dialog closes while the page reloads). */
  onSuccess: () => void;
}

/** The professional login view (§2, §7): email and password, for professional accounts only. */
export function ProfessionalLoginForm({ onSuccess }: ProfessionalLoginFormProps) {
  const { t } = useTranslation('professional');
  const login = useLoginProfessional();
  const form = useForm<z.input<typeof loginInputSchema>, unknown, LoginInput>({
    resolver: zodResolver(loginInputSchema),
    defaultValues: { email: '', password: '' },
  });
  const feedback = useFieldFeedback(form, ['email', 'password']);

  const submit = form.handleSubmit(
    (values) =>
      login.mutate(values, {
        onSuccess: (response) => {
          if (!isMfaChallenge(response)) onSuccess();
        },
        onError: (error) => feedback.notifyFailure(error, 'login.failedTitle', 'login.failedFallback'),
      }),
    feedback.notifyInvalid,
  );
  if (login.data && isMfaChallenge(login.data)) return <MfaCodeForm onSuccess={onSuccess} />;
  // Stays busy after success: the page is about to reload, a second submit would only race it.
  const busy = login.isPending || login.isSuccess;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('login.intro')}
        </Text>
        <TextInput
          label={t('login.email')}
          type="email"
          autoComplete="email"
          required
          error={feedback.translateFieldError('email')}
          {...form.register('email')}
        />
        <PasswordField
          label={t('login.password')}
          autoComplete="current-password"
          required
          error={feedback.translateFieldError('password')}
          {...form.register('password')}
        />
        <Button type="submit" loading={busy} mt="xs">
          {busy ? t('login.submitting') : t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
