import { formatEuro } from '@autolicit/shared';
import { Alert, Badge, Button, Card, Checkbox, Divider, Group, NumberInput, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconArrowBigUpLines, IconGavel, IconPlugConnectedX, IconShoppingCart } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConnectionStatus } from '../../live';
import type { LiveVehicleState } from '../../live';
import type { BidFlow } from '../hooks/use-bid-flow';
import type { BidderStatus } from '../lib/bidder-status';
import {
  amountAfterMinimumChange, feeSummaryDisplay, isAboveCeiling, isBelowMinimum, isWholeEuroAmount, moneyToWholeEuros, quickBids,
  suggestMaximum,
} from '../lib/bid-math';
import { BidderStatusNotice } from './bidder-status-notice';
import { useIsHydrating } from '../../../lib/render-time';

interface BidPanelProps {
  live: LiveVehicleState;
  /** Visitors see the panel; acting asks them to sign in. */
  signedIn: boolean;
  status: BidderStatus;
  flow: BidFlow;
  /** The end passed on the server clock and the close is being confirmed: no new bids from here. */
  closing: boolean;
}

/** The price, the bidder's standing, the amount with quick bids, and buy now (spec §2, §4, §9). */
export function BidPanel({ live, signedIn, status, flow, closing }: BidPanelProps) {
  const { t } = useTranslation('vehicle');
  const { t: tBidding } = useTranslation('bidding');
  const { t: tValidation } = useTranslation('validation');
  const connection = useConnectionStatus();
  const minimumEuros = moneyToWholeEuros(live.minimumNextBid);
  const [amount, setAmount] = useState<number | ''>(minimumEuros);
  const [seenMinimum, setSeenMinimum] = useState(minimumEuros);
  // "Set a maximum": the amount becomes the most the platform may bid for the bidder.
  const [asMaximum, setAsMaximum] = useState(false);

  // Someone outbid us: the input follows the new minimum unless a higher amount was typed.
  if (seenMinimum !== minimumEuros) {
    setSeenMinimum(minimumEuros);
    setAmount((previous) => amountAfterMinimumChange(previous, minimumEuros));
  }

  const stale = connection === 'offline' || connection === 'reconnecting';
  const blockedReason = stale ? tBidding('blocked.offline') : closing ? tBidding('blocked.closing') : null;
  const tooLow = isBelowMinimum(amount, live.minimumNextBid);
  const tooHigh = isAboveCeiling(amount);
  const quick = quickBids(live);
  // In the server's HTML and until the app has taken it over, a tap would do nothing: say so.
  const hydrating = useIsHydrating();
  const controlsDisabled = hydrating || (signedIn && blockedReason !== null);

  return (
    <Card withBorder radius="lg" padding="lg" data-testid="bid-panel" id="bid">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Stack gap={0}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {live.bidCount === 0 ? t('bid.startingBid') : t('bid.currentBid')}
            </Text>
            <Text fz={32} fw={800} c="brand.8" lh={1.2} data-testid="current-bid" data-stale={stale || undefined}>
              {formatEuro(live.currentBid)}
            </Text>
            {stale ? (
              <Text size="sm" c="red.9" fw={600} data-testid="stale-price">
                {tBidding('staleData')}
              </Text>
            ) : (
              <Text size="sm" c="dimmed">
                {t('bid.bidCount', { count: live.bidCount })}
              </Text>
            )}
          </Stack>
          {live.hasReserve && (
            <Badge color={live.isReserveMet ? 'green' : 'gray'} variant="light" tt="none">
              {live.isReserveMet ? t('bid.reserveMet') : t('bid.reserveNotMet')}
            </Badge>
          )}
        </Group>

        <BidderStatusNotice status={status} reserveSpace={signedIn} />
        {status.kind === 'outbid' && status.maximum && (
          <Button
            variant="light"
            color="orange.9"
            leftSection={<IconArrowBigUpLines size={18} aria-hidden />}
            onClick={() => flow.openMaximum(suggestMaximum(live), 'panel')}
            disabled={controlsDisabled}
            data-testid="raise-maximum"
          >
            {tBidding('maximum.raise', { amount: formatEuro(String(suggestMaximum(live))) })}
          </Button>
        )}

        <Divider />
        <Title order={2} size="h4">
          {t('bid.panelTitle')}
        </Title>

        {signedIn && blockedReason && (
          <Alert color="gray" variant="outline" icon={<IconPlugConnectedX size={18} aria-hidden />} data-testid="bid-blocked">
            {blockedReason}
          </Alert>
        )}

        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (!isWholeEuroAmount(amount)) return;
            if (asMaximum) flow.openMaximum(amount, 'panel');
            else flow.openBid(amount, 'panel');
          }}
        >
          <Stack gap="sm">
            <NumberInput
              ref={flow.amountInputRef}
              label={asMaximum ? tBidding('maximum.label') : t('bid.amountLabel')}
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
              error={
                tooHigh
                  ? tValidation('money.tooHigh')
                  : amount !== '' && tooLow
                    ? (asMaximum ? tBidding('maximum.tooLow', { amount: formatEuro(live.minimumNextBid) }) : t('bid.amountTooLow', { amount: formatEuro(live.minimumNextBid) }))
                    : undefined
              }
              data-testid="bid-amount"
            />
            <Checkbox
              checked={asMaximum}
              onChange={(event) => setAsMaximum(event.currentTarget.checked)}
              label={tBidding('maximum.toggle')}
              description={tBidding('maximum.explain')}
              disabled={controlsDisabled}
              data-testid="set-maximum"
            />
            <Text size="sm" c="dimmed" mih={20}>
              {isWholeEuroAmount(amount) && !tooLow && !tooHigh
                ? asMaximum
                  ? tBidding('maximum.totalAtMaximum', { total: feeSummaryDisplay(amount).total })
                  : t('bid.totalIfWin', { total: feeSummaryDisplay(amount).total })
                : ''}
            </Text>
            <Button type="submit" size="md" leftSection={<IconGavel size={18} aria-hidden />} disabled={(signedIn && (tooLow || tooHigh)) || controlsDisabled} fullWidth>
              {asMaximum ? tBidding('maximum.submit') : t('bid.placeBid')}
            </Button>
          </Stack>
        </form>

        <Stack gap={6}>
          <Text size="sm" fw={600} id="quick-bids-label">
            {t('bid.quickBids')}
          </Text>
          <SimpleGrid cols={2} spacing="xs" role="group" aria-labelledby="quick-bids-label">
            {quick.map((option) => (
              // The visible texts are the button's name, so speech input ("click plus 500") finds it.
              <UnstyledButton
                key={option.increment}
                className="quick-bid-button"
                disabled={controlsDisabled}
                data-disabled={controlsDisabled || undefined}
                onClick={() => {
                  setAmount(option.amount);
                  flow.openBid(option.amount, 'panel');
                }}
                style={{
                  border: '1px solid var(--mantine-color-brand-3)',
                  borderRadius: 'var(--mantine-radius-md)',
                  padding: '8px 10px',
                  textAlign: 'center',
                  opacity: controlsDisabled ? 0.6 : 1,
                }}
              >
                <Text fw={700} size="sm" component="span" display="block">
                  {t('bid.quickBidLabel', { increment: formatEuro(option.increment) })}
                </Text>
                <Text size="xs" c="dimmed" component="span" display="block">
                  {formatEuro(option.amount)}
                </Text>
                <Text size="xs" c="dimmed" component="span" display="block">
                  {tBidding('quickBid.total', { total: option.totalIfWin })}
                </Text>
              </UnstyledButton>
            ))}
          </SimpleGrid>
        </Stack>

        {flow.buyNowPrice && (
          <>
            <Divider label={t('buyNow.or')} labelPosition="center" />
            <Button
              color="orange.9"
              variant="outline"
              size="md"
              leftSection={<IconShoppingCart size={18} aria-hidden />}
              onClick={flow.openBuy}
              disabled={controlsDisabled}
              fullWidth
            >
              {t('buyNow.button', { amount: formatEuro(flow.buyNowPrice) })}
            </Button>
          </>
        )}
      </Stack>
    </Card>
  );
}
