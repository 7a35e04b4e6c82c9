import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { cancelAuctionInputSchema } from '@autolicit/shared';
import { IconCircleX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCancelAuction } from '../hooks/use-cancel-auction';

interface CancelAuctionButtonProps {
  vehicle: { id: string; status: string; bidCount: number };
  title: string;
}

/**
 * The seller's "Cancel the auction", offered while it runs without bids (with bids only an admin
 * may, and the server says so too). Asks for a reason — bidders and watchers are shown it — and a
 * confirmation.
 */
export function CancelAuctionButton({ vehicle, title }: CancelAuctionButtonProps) {
  const { t } = useTranslation('sellerTools');
  const { t: tValidation } = useTranslation('validation');
  const [opened, setOpened] = useState(false);
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const mutation = useCancelAuction(vehicle.id);
  if (vehicle.status !== 'active' || vehicle.bidCount > 0) return null;

  const parsed = cancelAuctionInputSchema.safeParse({ reason });
  const error = tried && !parsed.success ? tValidation(parsed.error.issues[0]!.message) : undefined;
  const close = () => {
    setOpened(false);
    setTried(false);
  };
  const confirm = () => {
    setTried(true);
    if (!parsed.success) return;
    mutation.mutate(parsed.data.reason, { onSuccess: close });
  };

  return (
    <>
      <Button size="xs" variant="light" color="red.8" leftSection={<IconCircleX size={16} aria-hidden />} onClick={() => setOpened(true)} data-testid="cancel-auction">
        {t('cancel.button')}
      </Button>
      <Modal opened={opened} onClose={close} title={t('cancel.title')} centered closeButtonProps={{ 'aria-label': t('help.close', { ns: 'translation' }) }}>
        <Stack gap="md">
          <Text size="sm">{t('cancel.intro', { title })}</Text>
          <Textarea
            label={t('cancel.reasonLabel')}
            description={t('cancel.reasonHint')}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            error={error}
            autosize
            minRows={2}
            maxLength={500}
            data-testid="cancel-reason"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={mutation.isPending}>
              {t('cancel.keep')}
            </Button>
            <Button color="red.8" onClick={confirm} loading={mutation.isPending}>
              {t('cancel.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
