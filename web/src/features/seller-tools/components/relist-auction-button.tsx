import { AUCTION_DAY_CHOICES, type AuctionDays, DEFAULT_AUCTION_DAYS } from '@autolicit/shared';
import { Anchor, Button, Checkbox, Group, Modal, NumberInput, Radio, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../components/router-link';
import { useRelistAuction } from '../hooks/use-relist-auction';

interface RelistAuctionButtonProps {
  vehicle: { id: string; status: string; relistedAs: string | null; startingBid: string; reservePrice: string | null };
  title: string;
}

const toEuros = (money: string | null) => (money === null ? '' : Math.round(Number(money)));

/**
 * "Relist" for an auction that ended unsold (or was cancelled): the listing form's durations and
 * default, the starting bid and reserve prefilled with the old ones. Once relisted, a link to the new auction instead.
 */
export function RelistAuctionButton({ vehicle, title }: RelistAuctionButtonProps) {
  const { t } = useTranslation('sellerTools');
  const [opened, setOpened] = useState(false);
  const [days, setDays] = useState<AuctionDays>(DEFAULT_AUCTION_DAYS);
  const [startingBid, setStartingBid] = useState<number | ''>(toEuros(vehicle.startingBid));
  const [withReserve, setWithReserve] = useState(vehicle.reservePrice !== null);
  const [reserve, setReserve] = useState<number | ''>(toEuros(vehicle.reservePrice));
  const mutation = useRelistAuction(vehicle.id);

  if (vehicle.relistedAs) {
    return (
      <Anchor component={Link} to={`/vehicle/${vehicle.relistedAs}`} size="sm" fw={600} data-testid="relisted-link">
        {t('relist.relistedLink')}
      </Anchor>
    );
  }
  if (vehicle.status !== 'ended' && vehicle.status !== 'cancelled') return null;

  const startingError = startingBid === '' || startingBid < 1 ? t('relist.startingRequired') : undefined;
  const reserveError =
    withReserve && (reserve === '' || (startingBid !== '' && reserve <= startingBid))
      ? t('relist.reserveAbove')
      : undefined;
  const confirm = () => {
    if (startingError || reserveError) return;
    mutation.mutate(
      { auctionDays: days, startingBid: String(startingBid), reservePrice: withReserve ? String(reserve) : null },
      { onSuccess: () => setOpened(false) },
    );
  };

  return (
    <>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconRefresh size={16} aria-hidden />}
        onClick={() => setOpened(true)}
        data-testid="relist-auction"
      >
        {t('relist.button')}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('relist.title')}
        centered
        closeButtonProps={{ 'aria-label': t('help.close', { ns: 'translation' }) }}
      >
        <Stack gap="md">
          <Text size="sm">{t('relist.intro', { title })}</Text>
          <Radio.Group label={t('relist.daysLabel')} value={days} onChange={(value) => setDays(value as AuctionDays)}>
            <Stack gap="xs" mt={6}>
              {AUCTION_DAY_CHOICES.map((choice) => (
                <Radio key={choice} value={choice} label={t(`auctionDurations.${choice}`, { ns: 'translation' })} />
              ))}
            </Stack>
          </Radio.Group>
          <NumberInput
            label={t('relist.startingLabel')}
            value={startingBid}
            onChange={(value) => setStartingBid(typeof value === 'number' ? value : '')}
            min={1}
            allowDecimal={false}
            allowNegative={false}
            thousandSeparator="."
            decimalSeparator=","
            error={startingError}
          />
          <Checkbox
            checked={withReserve}
            onChange={(event) => setWithReserve(event.currentTarget.checked)}
            label={t('relist.withReserve')}
          />
          {withReserve && (
            <NumberInput
              label={t('relist.reserveLabel')}
              value={reserve}
              onChange={(value) => setReserve(typeof value === 'number' ? value : '')}
              min={1}
              allowDecimal={false}
              allowNegative={false}
              thousandSeparator="."
              decimalSeparator=","
              error={reserveError}
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpened(false)} disabled={mutation.isPending}>
              {t('relist.cancel')}
            </Button>
            <Button onClick={confirm} loading={mutation.isPending}>
              {t('relist.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
