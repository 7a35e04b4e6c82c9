import { Alert, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** In a confirmation opened before the page's live connection is up: confirming waits for it. */
export function ConnectingNotice() {
  const { t } = useTranslation('bidding');
  return (
    <Alert color="blue" variant="light" role="status" icon={<Loader size={16} />} data-testid="bid-dialog-connecting">
      {t('confirm.connecting')}
    </Alert>
  );
}
