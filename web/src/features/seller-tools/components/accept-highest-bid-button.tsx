import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatPrice } from '../../../lib/i18n';
import { useAcceptHighestBid } from '../hooks/use-accept-highest-bid';

interface AcceptHighestBidButtonProps {
  vehicle: { id: string; currentBid: string; acceptBidUntil: string | null };
  title: string;
}

/**
 * "Acceptați oferta de X €?" for an auction that ended under its reserve, while the 48 hours
 * after the close last (the server decides; an expired click is refused with the reason).
 */
export function AcceptHighestBidButton({ vehicle, title }: AcceptHighestBidButtonProps) {
  const { t } = useTranslation('sellerTools');
  const [opened, setOpened] = useState(false);
  const mutation = useAcceptHighestBid(vehicle.id);
  if (!vehicle.acceptBidUntil || Date.parse(vehicle.acceptBidUntil) <= Date.now()) return null;
  const amount = formatPrice(vehicle.currentBid);
  return (
    <Stack gap={2}>
      <Button
        size="xs"
        color="green.8"
        leftSection={<IconCircleCheck size={16} aria-hidden />}
        onClick={() => setOpened(true)}
        data-testid="accept-highest-bid"
      >
        {t('accept.button', { amount })}
      </Button>
      <Text size="xs" c="dimmed">
        {t('accept.until', { date: formatDateTime(vehicle.acceptBidUntil) })}
      </Text>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('accept.title', { amount })}
        centered
        closeButtonProps={{ 'aria-label': t('help.close', { ns: 'translation' }) }}
      >
        <Stack gap="md">
          <Text size="sm">{t('accept.intro', { title, amount })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpened(false)} disabled={mutation.isPending}>
              {t('accept.keep')}
            </Button>
            <Button
              color="green.8"
              onClick={() => mutation.mutate(undefined, { onSuccess: () => setOpened(false) })}
              loading={mutation.isPending}
            >
              {t('accept.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
