import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../components/router-link';

/**
 * Spec §6: the seller sees no bid panel; instead, what they can do with the running auction —
 * cancel it while it has no bids (`cancelAction`), or know that only an admin can once it has.
 */
export function SellerNotice({ hasBids, cancelAction }: { hasBids: boolean; cancelAction?: ReactNode }) {
  const { t } = useTranslation('vehicle');
  return (
    <Alert
      color="blue"
      variant="light"
      radius="lg"
      title={t('seller.title')}
      icon={<IconInfoCircle size={20} aria-hidden />}
      data-testid="seller-notice"
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('seller.body')}</Text>
        <Text size="sm">{hasBids ? t('seller.cancelWithBids') : t('seller.cancelHint')}</Text>
        <Group gap="xs">
          {!hasBids && cancelAction}
          <Button component={Link} to="/dashboard?tab=listings" size="xs" variant="light">
            {t('seller.dashboard')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
