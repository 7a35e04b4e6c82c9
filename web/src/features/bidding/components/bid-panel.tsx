import { formatEuro } from '@autolicit/shared';
import { Alert, Badge, Button, Card, Divider, Group, NumberInput, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconGavel, IconInfoCircle, IconShoppingCart } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShellModals } from '../../../components/app-shell/shell-modal-store';
import { getErrorMessage, isUnauthorizedError } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';
import { handleUnauthorized } from '../../../lib/unauthorized';
import type { LiveVehicleState } from '../../live/stores/live-vehicles-store';
import { usePlaceBid } from '../hooks/use-place-bid';
import {
  amountAfterMinimumChange, canBuyNow, feeSummaryDisplay, isBelowMinimum, isWholeEuroAmount, moneyToWholeEuros, quickBids,
  wholeEurosToAmount,
} from '../lib/bid-math';
import { BidConfirmModal } from './bid-confirm-modal';
import { BuyNowConfirmModal } from './buy-now-confirm-modal';
import { notify } from '../../../lib/notify';

interface BidPanelProps {
  vehicleId: string;
  title: string;
  live: LiveVehicleState;
  /** Visitors see the panel; acting asks them to sign in. */
  signedIn: boolean;
  /** Whether the newest bid is the user's own (no "outbid" notice then). */
  highestIsMine: boolean;
}

type Dialog = { kind: 'bid'; amount: number } | { kind: 'buy'; amount: number } | null;

export function BidPanel({ vehicleId, title, live, signedIn, highestIsMine }: BidPanelProps) {
  const { t } = useTranslation('vehicle');
  const minimumEuros = moneyToWholeEuros(live.minimumNextBid);
  const [amount, setAmount] = useState<number | ''>(minimumEuros);
  const [seenMinimum, setSeenMinimum] = useState(minimumEuros);
  const [bidCountAtMount] = useState(live.bidCount);
  const [dialog, setDialog] = useState<Dialog>(null);
  const mutation = usePlaceBid(vehicleId);

  // Someone outbid us: the input follows the new minimum unless a higher amount was typed.
  if (seenMinimum !== minimumEuros) {
    setSeenMinimum(minimumEuros);
    setAmount((previous) => amountAfterMinimumChange(previous, minimumEuros));
  }

  const tooLow = isBelowMinimum(amount, live.minimumNextBid);
  const quick = quickBids(live.currentBid, live.minimumNextBid);
  const buyNowPrice = canBuyNow(live.buyNowPrice, live.currentBid) ? live.buyNowPrice : null;
  const showOutbid = live.bidCount > bidCountAtMount && !highestIsMine;

  const requireSignIn = (messageKey: string): boolean => {
    if (signedIn) return false;
    notify({ color: 'blue', title: t('bid.signInTitle'), message: t(messageKey) });
    useShellModals.getState().openModal('email-login');
    return true;
  };

  const openBid = (value: number) => {
    if (requireSignIn('bid.signInMessage')) return;
    if (isBelowMinimum(value, live.minimumNextBid)) return;
    setDialog({ kind: 'bid', amount: value });
  };

  const openBuy = () => {
    if (!buyNowPrice || requireSignIn('bid.signInBuyMessage')) return;
    setDialog({ kind: 'buy', amount: moneyToWholeEuros(buyNowPrice) });
  };

  const submit = () => {
    if (!dialog) return;
    const { kind, amount: value } = dialog;
    mutation.mutate(
      { amount: wholeEurosToAmount(value), buyNow: kind === 'buy' },
      {
        onSuccess: (result) => {
          setDialog(null);
          setAmount(moneyToWholeEuros(result.vehicle.minimumNextBid));
          notify(
            kind === 'buy'
              ? { color: 'green', title: t('buyNow.successTitle'), message: t('buyNow.successMessage', { title, amount: formatEuro(result.bid.amount) }) }
              : { color: 'green', title: t('bid.placedTitle'), message: t('bid.placedMessage', { amount: formatEuro(result.bid.amount) }) },
          );
        },
        onError: (error) => {
          setDialog(null);
          if (isUnauthorizedError(error)) {
            handleUnauthorized('action');
            return;
          }
          notify(
            kind === 'buy'
              ? { color: 'red', title: t('buyNow.failedTitle'), message: t('buyNow.failedMessage') }
              : { color: 'red', title: t('bid.failedTitle'), message: getErrorMessage(error, i18n, 'vehicle:bid.failedFallback') },
          );
        },
      },
    );
  };

  return (
    <Card withBorder radius="lg" padding="lg" data-testid="bid-panel">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Stack gap={0}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {live.bidCount === 0 ? t('bid.startingBid') : t('bid.currentBid')}
            </Text>
            <Text fz={32} fw={800} c="brand.8" lh={1.2} data-testid="current-bid">
              {formatEuro(live.currentBid)}
            </Text>
            <Text size="sm" c="dimmed">
              {t('bid.bidCount', { count: live.bidCount })}
            </Text>
          </Stack>
          {live.hasReserve && (
            <Badge color={live.isReserveMet ? 'green' : 'gray'} variant="light" tt="none">
              {live.isReserveMet ? t('bid.reserveMet') : t('bid.reserveNotMet')}
            </Badge>
          )}
        </Group>

        {showOutbid && (
          <Alert color="orange" variant="light" icon={<IconInfoCircle size={18} aria-hidden />} role="status" data-testid="outbid-notice">
            {t('bid.outbid', { amount: formatEuro(live.currentBid), minimum: formatEuro(live.minimumNextBid) })}
          </Alert>
        )}

        <Divider />
        <Title order={2} size="h4">
          {t('bid.panelTitle')}
        </Title>

        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (isWholeEuroAmount(amount)) openBid(amount);
          }}
        >
          <Stack gap="sm">
            <NumberInput
              label={t('bid.amountLabel')}
              description={t('bid.minimumNextBid', { amount: formatEuro(live.minimumNextBid) })}
              value={amount}
              onChange={(value) => setAmount(typeof value === 'number' ? value : value === '' ? '' : Number(value) || '')}
              min={0}
              step={100}
              allowDecimal={false}
              allowNegative={false}
              thousandSeparator="."
              decimalSeparator=","
              size="md"
              error={amount !== '' && tooLow ? t('bid.amountTooLow', { amount: formatEuro(live.minimumNextBid) }) : undefined}
              data-testid="bid-amount"
            />
            {isWholeEuroAmount(amount) && !tooLow && (
              <Text size="sm" c="dimmed">
                {t('bid.totalIfWin', { total: feeSummaryDisplay(amount).total })}
              </Text>
            )}
            <Button type="submit" size="md" leftSection={<IconGavel size={18} aria-hidden />} disabled={signedIn && tooLow} fullWidth>
              {t('bid.placeBid')}
            </Button>
          </Stack>
        </form>

        <Stack gap={6}>
          <Text size="sm" fw={600}>
            {t('bid.quickBids')}
          </Text>
          <SimpleGrid cols={2} spacing="xs">
            {quick.map((option) => (
              <UnstyledButton
                key={option.increment}
                className="quick-bid-button"
                onClick={() => {
                  setAmount(option.amount);
                  openBid(option.amount);
                }}
                aria-label={t('bid.quickBidAria', { amount: formatEuro(option.amount), total: option.totalIfWin })}
                style={{
                  border: '1px solid var(--mantine-color-brand-3, var(--mantine-color-blue-3))',
                  borderRadius: 'var(--mantine-radius-md)',
                  padding: '8px 10px',
                  textAlign: 'center',
                }}
              >
                <Text fw={700} size="sm">
                  {t('bid.quickBidLabel', { increment: formatEuro(option.increment) })}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatEuro(option.amount)}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('bid.totalIfWin', { total: option.totalIfWin })}
                </Text>
              </UnstyledButton>
            ))}
          </SimpleGrid>
        </Stack>

        {buyNowPrice && (
          <>
            <Divider label={t('buyNow.or')} labelPosition="center" />
            <Button color="orange" variant="light" size="md" leftSection={<IconShoppingCart size={18} aria-hidden />} onClick={openBuy} fullWidth>
              {t('buyNow.button', { amount: formatEuro(buyNowPrice) })}
            </Button>
          </>
        )}
      </Stack>

      <BidConfirmModal
        // A fresh dialog (unticked checkbox) for every bid.
        key={dialog?.kind === 'bid' ? `bid-${dialog.amount}` : 'bid-closed'}
        opened={dialog?.kind === 'bid'}
        amount={dialog?.kind === 'bid' ? dialog.amount : minimumEuros}
        minimumNextBid={live.minimumNextBid}
        title={title}
        pending={mutation.isPending}
        onClose={() => setDialog(null)}
        onConfirm={submit}
      />
      <BuyNowConfirmModal
        opened={dialog?.kind === 'buy'}
        amount={dialog?.kind === 'buy' ? dialog.amount : 0}
        title={title}
        pending={mutation.isPending}
        onClose={() => setDialog(null)}
        onConfirm={submit}
      />
    </Card>
  );
}
