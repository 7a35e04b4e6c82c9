import { Alert, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** In an open confirmation while the page is not connected live: confirming waits for the connection. */
export function ConnectingNotice() {
  const { t } = useTranslation('bidConfirm');
  return (
    <Alert color="blue" variant="light" role="status" icon={<Loader size={16} />} data-testid="bid-dialog-connecting">
      {t('confirm.notConnected')}
    </Alert>
  );
}
