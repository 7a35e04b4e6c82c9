import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FeeSummary } from './fee-summary';

interface BuyNowConfirmModalProps {
  opened: boolean;
  amount: number;
  title: string;
  pending: boolean;
  onClose: () => void;
  onConfirm: () => void;
}

/** Buy-now has its own confirmation: the price, its fee and the total. */
export function BuyNowConfirmModal({ opened, amount, title, pending, onClose, onConfirm }: BuyNowConfirmModalProps) {
  const { t } = useTranslation('vehicle');
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
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={pending}>
            {t('bid.cancel')}
          </Button>
          <Button color="orange" onClick={onConfirm} loading={pending}>
            {t('buyNow.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
