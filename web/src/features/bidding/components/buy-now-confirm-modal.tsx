import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ConnectingNotice } from './connecting-notice';
import { FeeSummary } from './fee-summary';

interface BuyNowConfirmModalProps {
  opened: boolean;
  amount: number;
  title: string;
  pending: boolean;
  onClose: () => void;
  onConfirm: () => void;
  /** The page is not connected live (yet, or any more): confirming waits. */
  awaitingConnection?: boolean;
}

/** Buy-now has its own confirmation: the price, its fee and the total. */
export function BuyNowConfirmModal({
  opened,
  amount,
  title,
  pending,
  onClose,
  onConfirm,
  awaitingConnection = false,
}: BuyNowConfirmModalProps) {
  const { t } = useTranslation('bidConfirm');
  const { t: tVehicle } = useTranslation('vehicle');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('buyNow.confirmTitle')}
      centered
      closeOnClickOutside={!pending}
      closeButtonProps={{ 'aria-label': t('help.close', { ns: 'translation' }) }}
    >
      <Stack gap="md">
        <Text size="sm">{t('buyNow.confirmIntro', { title })}</Text>
        <FeeSummary amount={amount} bidLabelKey="buyNow.price" />
        {awaitingConnection && <ConnectingNotice />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={pending}>
            {t('bid.cancel')}
          </Button>
          <Button color="orange" onClick={onConfirm} loading={pending} disabled={awaitingConnection}>
            {tVehicle('buyNow.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
