import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { type ForgotPasswordInput, forgotPasswordInputSchema } from '@autolicit/shared';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useFormFeedback } from '../hooks/use-form-feedback';
import { useForgotPassword } from '../hooks/use-forgot-password';
import { notify } from '../../../lib/notify';

/**
 * Asks for a reset link (POST /api/auth/forgot-password). The confirmation is our own fixed text,
 * whatever the server says: it must read the same for known and unknown addresses.
 */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation('auth');
  const forgot = useForgotPassword();
  const form = useForm<z.input<typeof forgotPasswordInputSchema>, unknown, ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordInputSchema),
    defaultValues: { email: '' },
  });
  const feedback = useFormFeedback(form, ['email']);

  const submit = form.handleSubmit(
    (values) =>
      forgot.mutate(values, {
        onSuccess: () => notify({ color: 'green', title: t('forgot.sentTitle'), message: t('forgot.sentMessage') }),
        onError: (error) => feedback.notifyFailure(error, 'forgot.failedTitle', 'forgot.failedFallback'),
      }),
    feedback.notifyInvalid,
  );

  if (forgot.isSuccess) {
    return (
      <Stack gap="sm">
        <Alert color="green" icon={<IconMailCheck aria-hidden />} title={t('forgot.sentTitle')} role="status">
          {t('forgot.sentMessage')}
        </Alert>
        <Button variant="default" onClick={onBack}>
          {t('forgot.backToLogin')}
        </Button>
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('forgot.intro')}
        </Text>
        <TextInput
          label={t('common.email')}
          type="email"
          autoComplete="email"
          required
          error={feedback.fieldError('email')}
          {...form.register('email')}
        />
        <Button type="submit" loading={forgot.isPending}>
          {forgot.isPending ? t('forgot.submitting') : t('forgot.submit')}
        </Button>
        <Button variant="subtle" onClick={onBack}>
          {t('forgot.backToLogin')}
        </Button>
      </Stack>
    </form>
  );
}
