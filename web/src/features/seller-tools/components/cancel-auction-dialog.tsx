import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { cancelAuctionInputSchema } from '@autolicit/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCancelAuction } from '../hooks/use-cancel-auction';

/** The cancel confirmation: a reason (shown to bidders and watchers) and the final click. */
export default function CancelAuctionDialog({
  vehicleId,
  title,
  onClose,
}: {
  vehicleId: string;
  title: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('sellerTools');
  const { t: tValidation } = useTranslation('validation');
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const mutation = useCancelAuction(vehicleId);
  const parsed = cancelAuctionInputSchema.safeParse({ reason });
  const error = tried && !parsed.success ? tValidation(parsed.error.issues[0]!.message) : undefined;
  const confirm = () => {
    setTried(true);
    if (!parsed.success) return;
    mutation.mutate(parsed.data.reason, { onSuccess: onClose });
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('cancel.title')}
      centered
      closeButtonProps={{ 'aria-label': t('help.close', { ns: 'translation' }) }}
    >
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
          <Button variant="default" onClick={onClose} disabled={mutation.isPending}>
            {t('cancel.keep')}
          </Button>
          <Button color="red.8" onClick={confirm} loading={mutation.isPending}>
            {t('cancel.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
