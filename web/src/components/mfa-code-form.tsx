import { Button, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '../lib/api-client';
import { i18n } from '../lib/i18n';
import { useMfaLogin } from '../hooks/use-sign-in';

interface MfaCodeFormProps {
  /** Called once signed in (the dialog closes while the page reloads). */
  onSuccess?: () => void;
}

/** The second step of a sign-in: the authenticator's 6-digit code, or a recovery code. */
export function MfaCodeForm({ onSuccess }: MfaCodeFormProps) {
  const { t } = useTranslation('auth');
  const mfa = useMfaLogin();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const busy = mfa.isPending || mfa.isSuccess;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    if (typed.length < 6) {
      setError(t('mfa.codeMissing'));
      return;
    }
    setError(null);
    mfa.mutate(typed, {
      onSuccess: () => onSuccess?.(),
      onError: (failure) => setError(getErrorMessage(failure, i18n)),
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm">{t('mfa.prompt')}</Text>
        <TextInput
          label={t('mfa.codeLabel')}
          description={t('mfa.codeHint')}
          autoComplete="one-time-code"
          autoFocus
          required
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          error={error}
          aria-invalid={error ? true : undefined}
        />
        <Button type="submit" loading={busy}>
          {busy ? t('mfa.submitting') : t('mfa.submit')}
        </Button>
      </Stack>
    </form>
  );
}
