import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LiveVehicleState } from '../../../stores/live-vehicles-store';
import type { BidderStatus } from '../lib/bidder-status';
import { BidderStatusNotice } from './bidder-status-notice';
import { formatPrice } from '../../../lib/i18n';

/**
 * After the server closed the auction (spec §4): "Final Bid", or "No bids received - reserve not
 * met" without bids — and, above it, what the end means for this viewer (won, lost, sold, unsold).
 */
export function EndedPanel({ live, status }: { live: LiveVehicleState; status: BidderStatus }) {
  const { t } = useTranslation('vehicle');
  const noBids = live.bidCount === 0;
  const price = live.finalPrice ?? live.currentBid;
  return (
    <Card withBorder radius="lg" padding="lg" bg="gray.0" data-testid="ended-panel">
      <Stack gap="xs">
        <BidderStatusNotice status={status} />
        <Group justify="space-between">
          <Title order={2} size="h4">
            {live.status === 'cancelled' ? t('ended.cancelledTitle') : t('ended.title')}
          </Title>
          {live.status === 'sold' && (
            <Badge color="green" tt="none">
              {t('ended.sold')}
            </Badge>
          )}
        </Group>
        {live.status === 'cancelled' ? (
          <Text c="dimmed">{t('ended.cancelled')}</Text>
        ) : noBids ? (
          <Text c="dimmed" fw={500}>
            {t('ended.noBids')}
          </Text>
        ) : (
          <>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {t('ended.finalBid')}
            </Text>
            <Text fz={28} fw={800} c="dark.4">
              {formatPrice(price)}
            </Text>
            {live.hasReserve && !live.isReserveMet && (
              <Text size="sm" c="dimmed">
                {t('ended.reserveNotMet')}
              </Text>
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}
