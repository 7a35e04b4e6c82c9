import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  type NotificationChannel,
  type NotificationKind,
  isNotificationOption,
} from '@autolicit/shared';
import { Alert, Switch, Table, Text } from '@mantine/core';
import { IconAlertCircle, IconBell } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SettingsPanel } from '../../../components/settings-panel';
import { getErrorMessage } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';
import { useNotificationPreferences } from '../hooks/use-notification-preferences';
import { PREFERENCES_NS, registerPreferencesTexts } from '../lib/preferences-texts';

/**
 * "Notificări" on the dashboard: one switch per kind of notice and channel it is sent on. Each
 * change is saved at once; the switch shows the server's answer (it waits, disabled, meanwhile).
 */
export function NotificationPreferencesPanel() {
  registerPreferencesTexts();
  const { t } = useTranslation(PREFERENCES_NS);
  const { preferences, save } = useNotificationPreferences();
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const change = (kind: NotificationKind, channel: NotificationChannel, enabled: boolean) => {
    setError(null);
    setPending(`${kind}:${channel}`);
    save.mutate(
      { [kind]: { [channel]: enabled } },
      {
        onError: (failure) => setError(t('saveFailed', { message: getErrorMessage(failure, i18n) })),
        onSettled: () => setPending(null),
      },
    );
  };

  return (
    <SettingsPanel
      id="notification-preferences"
      title={t('title')}
      icon={<IconBell size={24} aria-hidden />}
      testId="notification-preferences-panel"
    >
      <Text size="sm">{t('subtitle')}</Text>
      {error && <Alert color="red" icon={<IconAlertCircle aria-hidden />} title={error} role="alert" />}
      {preferences.isError ? (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} title={t('loadFailed')} />
      ) : (
        <Table.ScrollContainer minWidth={320}>
          {/* Narrow columns (headers may wrap) leave a phone's width to the kinds' names. */}
          <Table verticalSpacing="sm" horizontalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('kind')}</Table.Th>
                {NOTIFICATION_CHANNELS.map((channel) => (
                  <Table.Th key={channel} ta="center">
                    {/* "E-mail" stays whole where a header wraps. */}
                    {t(`channels.${channel}`).replace('-', '\u2011')}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {NOTIFICATION_KINDS.map((kind) => (
                <Table.Tr key={kind}>
                  <Table.Td>{t(`kinds.${kind}`)}</Table.Td>
                  {NOTIFICATION_CHANNELS.map((channel) => {
                    const chosen = (preferences.data?.[kind] as Record<string, boolean> | undefined)?.[channel];
                    return (
                      <Table.Td key={channel} ta="center">
                        {isNotificationOption(kind, channel) ? (
                          <Switch
                            display="inline-block"
                            checked={chosen ?? false}
                            disabled={chosen === undefined || pending === `${kind}:${channel}`}
                            onChange={(event) => change(kind, channel, event.currentTarget.checked)}
                            aria-label={t('toggle', { kind: t(`kinds.${kind}`), channel: t(`channels.${channel}`) })}
                            data-testid={`preference-${kind}-${channel}`}
                          />
                        ) : (
                          <Text size="sm" c="dimmed" aria-label={t('notSent')}>
                            —
                          </Text>
                        )}
                      </Table.Td>
                    );
                  })}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </SettingsPanel>
  );
}
