import { Alert, Text } from '@mantine/core';
import { IconCircleCheck, IconWifiOff } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConnectionStatus } from '../stores/connection-store';

const RESTORED_NOTICE_MS = 3000;

/**
 * Says plainly when the live connection is gone (no network, or reconnecting): prices may be out of
 * date and bidding is paused. When it comes back, a short "restored" note, then nothing.
 */
export function ConnectionBanner() {
  const { t } = useTranslation('live');
  const status = useConnectionStatus();
  const lost = status === 'offline' || status === 'reconnecting';
  const wasLost = useRef(false);
  const [restored, setRestored] = useState(false);

  useEffect(() => {
    if (lost) {
      wasLost.current = true;
      setRestored(false);
      return;
    }
    if (status !== 'connected' || !wasLost.current) return;
    wasLost.current = false;
    setRestored(true);
    const timer = setTimeout(() => setRestored(false), RESTORED_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [lost, status]);

  if (!lost && !restored) return null;
  return (
    <div className="connection-banner" data-testid="connection-banner" data-status={lost ? status : 'restored'}>
      {lost ? (
        <Alert
          color="red.9"
          variant="filled"
          radius={0}
          icon={<IconWifiOff size={20} aria-hidden />}
          title={t(status === 'offline' ? 'connection.offlineTitle' : 'connection.reconnectingTitle')}
        >
          <Text size="sm">{t('connection.body')}</Text>
        </Alert>
      ) : (
        <Alert color="teal.9" variant="filled" radius={0} icon={<IconCircleCheck size={20} aria-hidden />}>
          <Text size="sm">{t('connection.restored')}</Text>
        </Alert>
      )}
    </div>
  );
}
