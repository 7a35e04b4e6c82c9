import { Alert, Button } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A list that failed to load, with a retry; `message` adds the server's own words when they help. */
export function SectionError({ onRetry, title, message }: { onRetry?: () => void; title?: string; message?: string }) {
  const { t } = useTranslation('dashboard');
  return (
    <Alert color="red" icon={<IconAlertCircle aria-hidden />} title={title ?? t('errors.loadFailed')}>
      {message}
      {onRetry && (
        <Button variant="light" color="red" size="xs" mt={message ? 'sm' : 0} display="block" onClick={onRetry}>
          {t('errors.retry')}
        </Button>
      )}
    </Alert>
  );
}
