import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** Spec §6: the seller sees no bid panel, only how to cancel the auction. */
export function SellerNotice() {
  const { t } = useTranslation('vehicle');
  return (
    <Alert color="blue" variant="light" radius="lg" title={t('seller.title')} icon={<IconInfoCircle size={20} aria-hidden />} data-testid="seller-notice">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('seller.body')}</Text>
        <Button component={Link} to="/dashboard" size="xs" variant="light">
          {t('seller.dashboard')}
        </Button>
      </Stack>
    </Alert>
  );
}
