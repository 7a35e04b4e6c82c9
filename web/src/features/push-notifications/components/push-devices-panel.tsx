import type { PushDeviceDto } from '@autolicit/shared';
import { Alert, Badge, Button, Group, Modal, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconBell } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SettingsPanel } from '../../../components/settings-panel';
import { getErrorMessage, isApiError } from '../../../lib/api-client';
import { formatDateTime, i18n } from '../../../lib/i18n';
import { usePushDevices } from '../hooks/use-push-devices';
import { usePushSetup } from '../hooks/use-push-setup';
import { PUSH_NS, registerPushTexts } from '../lib/push-texts';
import { PushSetupView } from './push-offer';

/**
 * "Dispozitive cu notificări" on the dashboard: push on this device (turn it on, or why it cannot
 * be), and every device of the user that receives notifications, with Remove.
 */
export function PushDevicesPanel() {
  registerPushTexts();
  const { t } = useTranslation(PUSH_NS);
  const setup = usePushSetup();
  const { devices, remove } = usePushDevices();
  const [removing, setRemoving] = useState<PushDeviceDto | null>(null);
  const thisDeviceId = setup.state.kind === 'on' ? setup.state.deviceId : null;
  // The deployment has no push: nothing to list or to turn on.
  if (devices.isError && isApiError(devices.error) && devices.error.body?.code === 'PUSH_DISABLED') return null;

  const confirmRemove = () => {
    if (!removing) return;
    const thisDevice = removing.id === thisDeviceId;
    remove.mutate(
      { id: removing.id, thisDevice },
      {
        onSuccess: () => {
          setRemoving(null);
          if (thisDevice) setup.refresh();
        },
      },
    );
  };

  return (
    <SettingsPanel
      id="push-devices"
      title={t('devices.title')}
      icon={<IconBell size={24} aria-hidden />}
      testId="push-devices"
      gap="md"
    >
      <PushSetupView setup={setup} titleOrder={3} />
      {devices.isPending ? (
        <Skeleton height={56} radius="md" />
      ) : devices.isError ? (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} title={t('devices.loadFailed')}>
          {getErrorMessage(devices.error, i18n)}
          <Button variant="light" color="red" size="xs" mt="sm" display="block" onClick={() => void devices.refetch()}>
            {t('devices.retry')}
          </Button>
        </Alert>
      ) : devices.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('devices.empty')}
        </Text>
      ) : (
        <Stack component="ul" aria-label={t('devices.listLabel')} gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {devices.data.map((device) => (
            <DeviceRow
              key={device.id}
              device={device}
              thisDevice={device.id === thisDeviceId}
              onRemove={() => {
                remove.reset();
                setRemoving(device);
              }}
            />
          ))}
        </Stack>
      )}
      <Modal opened={removing !== null} onClose={() => setRemoving(null)} title={t('devices.confirmTitle')} centered>
        <Stack gap="md">
          <Text size="sm">{t('devices.confirmBody', { label: removing?.label ?? '' })}</Text>
          {remove.isError && (
            <Alert color="red" icon={<IconAlertCircle aria-hidden />} title={t('devices.removeFailed')}>
              {getErrorMessage(remove.error, i18n)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRemoving(null)}>
              {t('devices.cancel')}
            </Button>
            <Button color="red" onClick={confirmRemove} loading={remove.isPending}>
              {t('devices.remove')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </SettingsPanel>
  );
}

function DeviceRow({
  device,
  thisDevice,
  onRemove,
}: {
  device: PushDeviceDto;
  thisDevice: boolean;
  onRemove: () => void;
}) {
  const { t } = useTranslation(PUSH_NS);
  return (
    <Paper component="li" withBorder radius="md" p="sm" data-testid="push-device" data-device-id={device.id}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={2}>
          <Group gap="xs">
            <Text fw={600}>{device.label}</Text>
            {thisDevice && (
              <Badge variant="light" data-testid="this-device">
                {t('devices.thisDevice')}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {t('devices.language')}: {t(`languages.${device.language}`)} · {t('devices.added')}:{' '}
            {formatDateTime(device.createdAt)} · {t('devices.lastDelivery')}:{' '}
            {device.lastSuccessAt ? formatDateTime(device.lastSuccessAt) : t('devices.never')}
          </Text>
        </Stack>
        <Button
          variant="light"
          color="red"
          size="xs"
          onClick={onRemove}
          aria-label={t('devices.removeLabel', { label: device.label })}
        >
          {t('devices.remove')}
        </Button>
      </Group>
    </Paper>
  );
}
