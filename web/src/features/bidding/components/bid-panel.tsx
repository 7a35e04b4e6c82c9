import { Alert, Badge, Button, Card, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { MAX_AMOUNT_EUR } from '@autolicit/shared';
import { IconArrowBigUpLines, IconGavel, IconPlugConnectedX, IconShoppingCart } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConnectionStatus } from '../../../stores/connection-store';
import type { LiveVehicleState } from '../../../stores/live-vehicles-store';
import type { BidFlow } from '../hooks/use-bid-flow';
import type { BidderStatus } from '../lib/bidder-status';
import {
  amountAfterMinimumChange,
  feeSummaryDisplay,
  isAboveCeiling,
  isBelowMinimum,
  isWholeEuroAmount,
  moneyToWholeEuros,
  quickBids,
  suggestMaximum,
} from '../lib/bid-math';
import { AmountInput } from './amount-input';
import { BidderStatusNotice } from './bidder-status-notice';
import { useInertUntilApp, useIsHydrating } from '../../../lib/render-time';
import { CheckboxField } from '../../../components/checkbox-field';
import { PricesTogether } from '../../../components/prices-together';
import { currentLanguage, formatPrice } from '../../../lib/i18n';
import { ColumnGrid } from '../../../components/column-grid';
import { DividerLine } from '../../../components/divider-line';

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
  const leading = status.kind === 'leading';
  const language = currentLanguage();
  // In the server's HTML, until the app's code is in, a tap would do nothing: say so. The buttons
  // answer from the moment React listens (inertUntilApp); the checkbox once the page is hydrated.
  const blocked = signedIn && blockedReason !== null;
  const hydrating = useIsHydrating();
  const inertUntilApp = useInertUntilApp();

  return (
    <Card withBorder radius="lg" padding="lg" data-testid="bid-panel" id="bid">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Stack gap={0}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {live.bidCount === 0 ? t('bid.startingBid') : t('bid.currentBid')}
            </Text>
            <Text fz={32} fw={800} c="brand.8" lh={1.2} data-testid="current-bid" data-stale={stale || undefined}>
              {formatPrice(live.currentBid)}
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

        {/* Space is kept only while the standing is unknown: a bidder who never bid gets no empty box. */}
        <BidderStatusNotice status={status} reserveSpace={signedIn && live.viewer === undefined} />
        {status.kind === 'outbid' && status.maximum && (
          <Button
            variant="light"
            color="orange.9"
            leftSection={<IconArrowBigUpLines size={18} aria-hidden />}
            onClick={() => flow.openMaximum(suggestMaximum(live), 'panel')}
            {...inertUntilApp(blocked)}
            data-testid="raise-maximum"
          >
            {tBidding('maximum.raise', { amount: formatPrice(String(suggestMaximum(live))) })}
          </Button>
        )}

        <DividerLine />
        <Title order={2} size="h4">
          {t('bid.panelTitle')}
        </Title>

        {signedIn && blockedReason && (
          <Alert
            color="gray"
            variant="outline"
            icon={<IconPlugConnectedX size={18} aria-hidden />}
            data-testid="bid-blocked"
          >
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
            <AmountInput
              ref={flow.amountInputRef}
              label={asMaximum ? tBidding('maximum.label') : t('bid.amountLabel')}
              description={t('bid.minimumNextBid', { amount: formatPrice(live.minimumNextBid) })}
              value={amount}
              onChange={setAmount}
              language={language}
              step={100}
              size="md"
              error={
                tooHigh
                  ? t('bid.amountTooHigh', { amount: formatPrice(MAX_AMOUNT_EUR) })
                  : amount !== '' && tooLow
                    ? asMaximum
                      ? tBidding('maximum.tooLow', { amount: formatPrice(live.minimumNextBid) })
                      : t('bid.amountTooLow', { amount: formatPrice(live.minimumNextBid) })
                    : undefined
              }
              data-testid="bid-amount"
            />
            <CheckboxField
              checked={asMaximum}
              onChange={(event) => setAsMaximum(event.currentTarget.checked)}
              label={tBidding('maximum.toggle')}
              description={tBidding('maximum.explain')}
              disabled={hydrating || blocked}
              data-testid="set-maximum"
            />
            <Text size="sm" c="dimmed" mih={20}>
              {isWholeEuroAmount(amount) && !tooLow && !tooHigh
                ? asMaximum
                  ? tBidding('maximum.totalAtMaximum', { total: feeSummaryDisplay(amount).total })
                  : t('bid.totalIfWin', { total: feeSummaryDisplay(amount).total })
                : ''}
            </Text>
            <Button
              type="submit"
              size="md"
              // The leader is not behind: bidding again only raises their own price (the dialog says so).
              variant={leading && !asMaximum ? 'light' : 'filled'}
              leftSection={<IconGavel size={18} aria-hidden />}
              {...inertUntilApp((signedIn && (tooLow || tooHigh)) || blocked)}
              loading={flow.awaitingConnection}
              fullWidth
              data-testid="bid-submit"
            >
              {asMaximum ? tBidding('maximum.submit') : leading ? tBidding('panel.raiseOwn') : t('bid.placeBid')}
            </Button>
          </Stack>
        </form>

        <Stack gap={6}>
          <Text size="sm" fw={600} id="quick-bids-label">
            {t('bid.quickBids')}
          </Text>
          <ColumnGrid cols={2} spacing="xs" role="group" aria-labelledby="quick-bids-label">
            {quick.map((option) => (
              // The visible texts are the button's name, so speech input ("click plus 500") finds it.
              <UnstyledButton
                key={option.increment}
                className="quick-bid-button"
                {...inertUntilApp(blocked)}
                data-disabled={blocked || undefined}
                onClick={() => {
                  if (option.isBuyNow) {
                    flow.openBuy();
                    return;
                  }
                  setAmount(option.amount);
                  flow.openBid(option.amount, 'panel');
                }}
                data-testid={option.isBuyNow ? 'quick-buy-now' : 'quick-bid'}
                style={{
                  border: `1px solid var(--mantine-color-${option.isBuyNow ? 'orange-7' : 'brand-3'})`,
                  borderRadius: 'var(--mantine-radius-md)',
                  padding: '8px 10px',
                  textAlign: 'center',
                }}
              >
                <Text fw={700} size="sm" component="span" display="block" c={option.isBuyNow ? 'orange.9' : undefined}>
                  {option.isBuyNow
                    ? t('buyNow.confirm')
                    : t('bid.quickBidLabel', { increment: formatPrice(option.increment) })}
                </Text>
                <Text size="xs" c="dimmed" component="span" display="block">
                  {formatPrice(option.amount)}
                </Text>
                <Text size="xs" c="dimmed" component="span" display="block">
                  <PricesTogether
                    text={tBidding(option.isBuyNow ? 'quickBid.totalBuyNow' : 'quickBid.total', {
                      total: option.totalIfWin,
                    })}
                  />
                </Text>
              </UnstyledButton>
            ))}
          </ColumnGrid>
        </Stack>

        {flow.buyNowPrice && (
          <>
            <DividerLine label={t('buyNow.or')} />
            <Button
              color="orange.9"
              variant="outline"
              size="md"
              leftSection={<IconShoppingCart size={18} aria-hidden />}
              onClick={flow.openBuy}
              {...inertUntilApp(blocked)}
              fullWidth
              // The label wraps at a word on a narrow phone instead of being cut at the edge.
              h="auto"
              mih={42}
              py={8}
              styles={{ label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.3 } }}
              data-testid="buy-now-button"
            >
              <span>
                <PricesTogether text={t('buyNow.button', { amount: formatPrice(flow.buyNowPrice) })} />
              </span>
            </Button>
          </>
        )}
      </Stack>
    </Card>
  );
}
