import { Box, Button, Group, Stack, Text } from '@mantine/core';
import { IconGavel, IconShoppingCart } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CountdownBadge } from '../../../components/countdown-badge';
import { useConnectionStatus } from '../../../stores/connection-store';
import type { LiveVehicleState } from '../../../stores/live-vehicles-store';
import type { BidFlow } from '../hooks/use-bid-flow';
import type { BidderStatus } from '../lib/bidder-status';
import { nextBidOffer } from '../lib/bid-math';
import { PricesTogether } from '../../../components/prices-together';
import { useInertUntilApp } from '../../../lib/render-time';
import { formatPrice } from '../../../lib/i18n';

interface StickyBidBarProps {
  live: LiveVehicleState;
  status: BidderStatus;
  flow: BidFlow;
  signedIn: boolean;
  closing: boolean;
}

/**
 * Phones: the countdown, the price, where the bidder stands and one action stay on the bottom edge
 * while the page scrolls — re-bidding after being outbid is this tap plus the confirmation with fee
 * and total. The action is the minimum next bid; "buy now" once that reaches the buy-now price (the
 * server would buy at it); and for the leader a "raise to" whose confirmation says it raises their
 * own price. The status has a full-width line of its own so it is never cut on a 360 px screen.
 */
export function StickyBidBar({ live, status, flow, signedIn, closing }: StickyBidBarProps) {
  const { t } = useTranslation('bidding');
  const { t: tVehicle } = useTranslation('vehicle');
  const connection = useConnectionStatus();
  const stale = connection === 'offline' || connection === 'reconnecting';
  const offer = nextBidOffer(live);
  const blocked = signedIn && (stale || closing);
  const inertUntilApp = useInertUntilApp();
  const leading = status.kind === 'leading';
  const standing = leading
    ? t('status.leading')
    : status.kind === 'outbid'
      ? t('status.outbid', { amount: formatPrice(live.minimumNextBid) })
      : null;
  const amount = formatPrice(String(offer.amount));
  const label = !signedIn
    ? t('bar.signIn')
    : offer.isBuyNow
      ? t('bar.buyNow', { amount })
      : leading
        ? t('bar.raiseOwn', { amount })
        : t('bar.bid', { amount });
  const note = stale ? t('blocked.offline') : closing ? t('blocked.closing') : standing;

  return (
    <>
      <div className="sticky-bid-bar-spacer" aria-hidden />
      <section className="sticky-bid-bar" aria-label={t('bar.label')} data-testid="sticky-bid-bar">
        <Stack gap={6}>
          <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
            {/* The last-minutes note widens the countdown: it wraps, the price never does. */}
            <Box style={{ flex: 1, minWidth: 0 }}>
              <CountdownBadge auction={live} size="md" />
            </Box>
            <Stack gap={0} align="flex-end" style={{ flexShrink: 0 }}>
              <Text fw={800} size="lg" lh={1.1} className="no-wrap" data-testid="sticky-current-bid">
                {formatPrice(live.currentBid)}
              </Text>
              <Text size="xs" c={stale ? 'red.9' : 'dimmed'} fw={stale ? 600 : undefined} className="no-wrap">
                {stale ? t('staleData') : tVehicle('bid.bidCount', { count: live.bidCount })}
              </Text>
            </Stack>
          </Group>
          <Text
            size="sm"
            fw={600}
            lh={1.3}
            c={status.kind === 'outbid' ? 'orange.9' : leading ? 'green.9' : 'dimmed'}
            hidden={!note}
            data-testid="sticky-bidder-status"
          >
            {note && <PricesTogether text={note} />}
          </Text>
          <Button
            ref={flow.barButtonRef}
            size="md"
            fullWidth
            // The leader's raise is a secondary action: they are not behind.
            variant={leading && !offer.isBuyNow ? 'light' : 'filled'}
            color={offer.isBuyNow ? 'orange.9' : undefined}
            leftSection={
              offer.isBuyNow ? <IconShoppingCart size={18} aria-hidden /> : <IconGavel size={18} aria-hidden />
            }
            // Inert in the server's HTML until the app's code is in.
            {...inertUntilApp(blocked)}
            loading={flow.awaitingConnection}
            onClick={() => (offer.isBuyNow ? flow.openBuy() : flow.openBid(offer.amount, 'bar'))}
            className="wrapping-button"
            data-testid="sticky-bid-button"
            data-action={offer.isBuyNow ? 'buy-now' : leading ? 'raise-own' : 'bid'}
          >
            {label}
          </Button>
        </Stack>
      </section>
    </>
  );
}
