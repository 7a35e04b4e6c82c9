import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { type LoginInput, loginInputSchema } from '@autolicit/shared';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useFormFeedback } from '../hooks/use-form-feedback';
import { useLogin } from '../hooks/use-login';
import { isMfaChallenge } from '../../../lib/session-api';
import { MfaCodeForm } from '../../../components/mfa-code-form';
import { PasswordField } from '../../../components/password-field';

interface LoginFormProps {
  onForgotPassword: () => void;
  /** Called once signed in (the dialog closes while the page reloads). */
  onSuccess?: () => void;
}

/** Email + password sign-in, shared by the simple email modal and the richer auth modal (§5). */
export function LoginForm({ onForgotPassword, onSuccess }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const login = useLogin();
  const form = useForm<z.input<typeof loginInputSchema>, unknown, LoginInput>({
    resolver: zodResolver(loginInputSchema),
    defaultValues: { email: '', password: '' },
  });
  const feedback = useFormFeedback(form, ['email', 'password']);

  const submit = form.handleSubmit(
    (values) =>
      login.mutate(values, {
        onSuccess: (response) => {
          if (!isMfaChallenge(response)) onSuccess?.();
        },
        onError: (error) => feedback.notifyFailure(error, 'login.failedTitle', 'login.failedFallback'),
      }),
    feedback.notifyInvalid,
  );
  // The password was right and a second factor is owed: the code replaces the form.
  if (login.data && isMfaChallenge(login.data)) return <MfaCodeForm onSuccess={onSuccess} />;
  // Stays busy after success too: the page is about to reload, a second submit would only race it.
  const busy = login.isPending || login.isSuccess;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
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
          autoComplete="current-password"
          required
          error={feedback.fieldError('password')}
          {...form.register('password')}
        />
        <Group justify="flex-end">
          <Anchor component="button" type="button" size="sm" onClick={onForgotPassword}>
            {t('login.forgotPassword')}
          </Anchor>
        </Group>
        <Button type="submit" loading={busy}>
          {busy ? t('login.submitting') : t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
