import { formatEuro } from '@autolicit/shared';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconGavel } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CountdownBadge } from '../../live';
import { useConnectionStatus } from '../../live';
import type { LiveVehicleState } from '../../live';
import type { BidFlow } from '../hooks/use-bid-flow';
import type { BidderStatus } from '../lib/bidder-status';
import { moneyToWholeEuros } from '../lib/bid-math';
import { useIsHydrating } from '../../../lib/render-time';

interface StickyBidBarProps {
  live: LiveVehicleState;
  status: BidderStatus;
  flow: BidFlow;
  signedIn: boolean;
  closing: boolean;
}

/**
 * Phones: the countdown, the price, where the bidder stands and a "Bid X €" button for the minimum
 * next bid stay on the bottom edge while the page scrolls — re-bidding after being outbid is this
 * tap plus the confirmation with fee and total.
 */
export function StickyBidBar({ live, status, flow, signedIn, closing }: StickyBidBarProps) {
  const { t } = useTranslation('bidding');
  const { t: tVehicle } = useTranslation('vehicle');
  const connection = useConnectionStatus();
  const stale = connection === 'offline' || connection === 'reconnecting';
  const minimum = moneyToWholeEuros(live.minimumNextBid);
  // Inert until the app has taken the server's HTML over.
  const hydrating = useIsHydrating();
  const blocked = hydrating || (signedIn && (stale || closing));
  const standing =
    status.kind === 'leading' ? t('status.leading') : status.kind === 'outbid' ? t('status.outbid', { amount: formatEuro(live.minimumNextBid) }) : null;

  return (
    <>
      <div className="sticky-bid-bar-spacer" aria-hidden />
      <section className="sticky-bid-bar" aria-label={t('bar.label')} data-testid="sticky-bid-bar">
        <Stack gap={6}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <CountdownBadge auction={live} size="md" />
            <Stack gap={0} align="flex-end">
              <Text fw={800} size="lg" lh={1.1} data-testid="sticky-current-bid">
                {formatEuro(live.currentBid)}
              </Text>
              <Text size="xs" c={stale ? 'red.9' : 'dimmed'} fw={stale ? 600 : undefined}>
                {stale ? t('staleData') : tVehicle('bid.bidCount', { count: live.bidCount })}
              </Text>
            </Stack>
          </Group>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm" fw={600} c={status.kind === 'outbid' ? 'orange.9' : status.kind === 'leading' ? 'green.9' : 'dimmed'} lineClamp={2} data-testid="sticky-bidder-status" style={{ flex: 1, minHeight: 20 }}>
              {stale ? t('blocked.offline') : closing ? t('blocked.closing') : standing}
            </Text>
            <Button
              ref={flow.barButtonRef}
              size="md"
              leftSection={<IconGavel size={18} aria-hidden />}
              disabled={blocked}
              onClick={() => flow.openBid(minimum, 'bar')}
              data-testid="sticky-bid-button"
              style={{ flexShrink: 0 }}
            >
              {signedIn ? t('bar.bid', { amount: formatEuro(live.minimumNextBid) }) : t('bar.signIn')}
            </Button>
          </Group>
        </Stack>
      </section>
    </>
  );
}
