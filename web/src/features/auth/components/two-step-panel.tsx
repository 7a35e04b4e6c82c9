import { Alert, Button, Code, Group, Image, List, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconShieldLock } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SettingsPanel } from '../../../components/settings-panel';
import { getErrorMessage } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';
import { useTwoStep } from '../hooks/use-two-step';

/**
 * Two-step verification (TOTP) on the dashboard: turn it on by scanning a QR code (or typing the
 * key), confirm with a first code, and keep the recovery codes shown once.
 */
export function TwoStepPanel() {
  const { t } = useTranslation('auth');
  const { status, enrol, confirm } = useTwoStep();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [savedCodes, setSavedCodes] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    confirm.mutate(code.trim(), { onError: (failure) => setError(getErrorMessage(failure, i18n)) });
  };

  const recoveryCodes = confirm.data?.recoveryCodes;
  return (
    <SettingsPanel
      id="two-step"
      title={t('security.title')}
      icon={<IconShieldLock size={24} aria-hidden />}
      testId="two-step-panel"
    >
      <Text size="sm">{t('security.subtitle')}</Text>
      <Text size="sm" c="dimmed">
        {t('security.required')}
      </Text>

      {recoveryCodes && !savedCodes ? (
        <Alert color="yellow" title={t('security.recoveryTitle')} icon={<IconAlertCircle aria-hidden />}>
          <Stack gap="xs">
            <Text size="sm">{t('security.recoveryHint')}</Text>
            <List spacing={2} data-testid="recovery-codes">
              {recoveryCodes.map((recovery) => (
                <List.Item key={recovery}>
                  <Code>{recovery}</Code>
                </List.Item>
              ))}
            </List>
            <Button variant="light" onClick={() => setSavedCodes(true)}>
              {t('security.saved')}
            </Button>
          </Stack>
        </Alert>
      ) : status.isError ? (
        <Alert color="red" title={t('security.loadFailed')} icon={<IconAlertCircle aria-hidden />} />
      ) : status.data?.enabled ? (
        <Text size="sm" fw={600}>
          {t('security.enabled')} {t('security.recoveryLeft', { count: status.data.recoveryCodesLeft })}
        </Text>
      ) : enrol.data ? (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Text size="sm">{t('security.scan')}</Text>
            <Image
              src={`data:image/svg+xml;base64,${btoa(enrol.data.qrSvg)}`}
              alt={t('security.qrAlt')}
              w={200}
              h={200}
            />
            <Text size="sm">
              {t('security.manualKey')}: <Code data-testid="totp-secret">{enrol.data.secret}</Code>
            </Text>
            <TextInput
              label={t('security.confirmLabel')}
              autoComplete="one-time-code"
              inputMode="numeric"
              required
              value={code}
              onChange={(event) => setCode(event.currentTarget.value)}
              error={error}
              aria-invalid={error ? true : undefined}
              maw={240}
            />
            <Group>
              <Button type="submit" loading={confirm.isPending}>
                {confirm.isPending ? t('security.confirming') : t('security.confirm')}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <Group>
          <Button onClick={() => enrol.mutate()} loading={enrol.isPending || status.isPending}>
            {t('security.enable')}
          </Button>
        </Group>
      )}
    </SettingsPanel>
  );
}
