import { Button, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { applyAppUpdate, useAppUpdate } from '../lib/app-update-store';

/**
 * A quiet note that a new deploy is ready, for a page left open through it: nothing moves or reloads
 * until the reader chooses to. Polite (role="status"), not an alert: nothing is wrong.
 */
export function UpdateNotice() {
  const { t } = useTranslation('appUpdates');
  const waiting = useAppUpdate((state) => state.waiting);
  if (!waiting) return null;
  return (
    <div className="update-notice" data-testid="update-notice">
      <Paper
        role="status"
        radius={0}
        px="md"
        py={6}
        bg="brand.0"
        style={{ borderBottom: '1px solid var(--mantine-color-brand-2)' }}
      >
        <Group justify="center" gap="sm" wrap="wrap">
          <Text size="sm" c="brand.9">
            {t('newVersion')}
          </Text>
          <Button size="compact-sm" variant="filled" onClick={() => applyAppUpdate()}>
            {t('reload')}
          </Button>
        </Group>
      </Paper>
    </div>
  );
}
