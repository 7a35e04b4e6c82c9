import { zodResolver } from '@hookform/resolvers/zod';
import { withPasswordStrength } from '../../../lib/password-strength';
import { Alert, Button, Container, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { RESET_REDIRECT_MS, type ResetPasswordForm, resetPasswordFormSchema } from '@autolicit/shared';
import { useEffect } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Link } from '../../../components/router-link';
import { getErrorMessage } from '../../../lib/api-client';
import { useResetPassword } from '../hooks/use-reset-password';
import { notify } from '../../../lib/notify';

/** Spec §5: only the first message is shown, in a "Validation Error" toast. */
function firstMessageKey(errors: FieldErrors<ResetPasswordForm>): string | undefined {
  return errors.password?.message ?? errors.confirmPassword?.message;
}

/** /reset-password?token=… (spec §2): new password twice, the no-token notice, and the completion screen. */
export function ResetPasswordPage() {
  const { t, i18n } = useTranslation('auth');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token') ?? '';
  const reset = useResetPassword();
  const form = useForm<ResetPasswordForm>({
    resolver: withPasswordStrength(zodResolver(resetPasswordFormSchema)),
    defaultValues: { password: '', confirmPassword: '' },
  });

  useEffect(() => {
    if (token) return;
    const timer = setTimeout(() => navigate('/'), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [token, navigate]);

  const translateKey = (key: string | undefined) => (key ? t(key, { ns: 'validation' }) : undefined);

  const submit = form.handleSubmit(
    (values) =>
      reset.mutate(
        { token, password: values.password },
        {
          onSuccess: () =>
            notify({ color: 'green', title: t('reset.successToastTitle'), message: t('reset.successToastMessage') }),
          onError: (error) =>
            notify({
              color: 'red',
              title: t('reset.failedTitle'),
              message: getErrorMessage(error, i18n, 'auth:reset.failedFallback'),
            }),
        },
      ),
    (errors) =>
      notify({ color: 'red', title: t('reset.validationErrorTitle'), message: translateKey(firstMessageKey(errors)) }),
  );

  if (reset.isSuccess) {
    return (
      <Container size={460} py="xl">
        <Paper withBorder p="xl" radius="md">
          <Stack align="center" ta="center">
            <IconCircleCheck size={48} color="var(--mantine-color-green-6)" aria-hidden />
            <Title order={1} size="h2">
              {t('reset.completeTitle')}
            </Title>
            <Text c="dimmed">{t('reset.completeMessage')}</Text>
            <Button component={Link} to="/">
              {t('reset.goToLogin')}
            </Button>
          </Stack>
        </Paper>
      </Container>
    );
  }

  return (
    <Container size={460} py="xl">
      <Paper withBorder p="xl" radius="md">
        <Stack>
          <Title order={1} size="h2">
            {t('reset.title')}
          </Title>
          {token ? (
            <Text c="dimmed">{t('reset.intro')}</Text>
          ) : (
            <Alert
              color="red"
              variant="filled"
              icon={<IconAlertTriangle />}
              title={t('reset.invalidLinkTitle')}
              role="alert"
            >
              {t('reset.invalidLinkMessage')} {t('reset.redirecting')}
            </Alert>
          )}
          <form onSubmit={submit} noValidate>
            <Stack>
              <PasswordInput
                label={t('reset.newPassword')}
                autoComplete="new-password"
                required
                error={translateKey(form.formState.errors.password?.message)}
                {...form.register('password')}
              />
              <PasswordInput
                label={t('reset.confirmPassword')}
                autoComplete="new-password"
                required
                error={translateKey(form.formState.errors.confirmPassword?.message)}
                {...form.register('confirmPassword')}
              />
              <Button type="submit" disabled={!token} loading={reset.isPending} loaderProps={{ type: 'dots' }}>
                {reset.isPending ? t('reset.submitting') : t('reset.submit')}
              </Button>
              <Button component={Link} to="/" variant="subtle">
                {t('reset.backToLogin')}
              </Button>
            </Stack>
          </form>
        </Stack>
      </Paper>
    </Container>
  );
}
