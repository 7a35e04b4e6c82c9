import { Anchor, Badge, Box, Group, Paper, Stack, Text } from '@mantine/core';
import { useInViewport } from '@mantine/hooks';
import type { UserBidDto } from '@autolicit/shared';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../components/router-link';
import { vehicleTitle } from '../../../components/vehicle-title';
import { formatDateTime, formatPrice } from '../../../lib/i18n';
import { useBidStanding } from '../hooks/use-bid-standing';
import type { BidStanding } from '../lib/bid-standing';

const STANDING_COLORS: Record<BidStanding, string> = {
  highest: 'green',
  won: 'green',
  raised: 'blue',
  outbid: 'orange',
};

/** One of the latest bids: the vehicle, the amount, and whether it still leads — live while on screen. */
export function ActivityBidRow({ bid, ownBids }: { bid: UserBidDto; ownBids: readonly UserBidDto[] }) {
  const { t } = useTranslation('dashboard');
  const { ref, inViewport } = useInViewport();
  const { standing, closed, currentBid } = useBidStanding(bid, ownBids, { watch: inViewport });

  return (
    <Paper ref={ref} component="li" withBorder radius="md" p="md" data-testid="activity-bid" data-standing={standing}>
      <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
        <Box style={{ minWidth: 0, flex: 1 }}>
          <Anchor component={Link} to={`/vehicle/${bid.vehicleId}`} fw={600} lineClamp={1}>
            {vehicleTitle(bid.vehicle)}
          </Anchor>
          <Text size="sm" c="dimmed">
            {t('activity.placedAt', { date: formatDateTime(bid.createdAt) })}
          </Text>
          {bid.maximum && (
            <Text size="sm" data-testid="activity-maximum">
              {t('activity.maximum', { price: formatPrice(bid.maximum) })}
              {bid.isAutomatic ? ` · ${t('activity.automatic')}` : ''}
            </Text>
          )}
          {standing === 'outbid' && !closed && (
            <Text size="sm" c="dimmed">
              {t('activity.currentBid', { price: formatPrice(currentBid) })}
            </Text>
          )}
        </Box>
        <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
          <Text fw={800} fz="lg">
            <span className="visually-hidden">{t('activity.yourBid')}: </span>
            {formatPrice(bid.amount)}
          </Text>
          {/* Polite: a bid from the room can turn "highest" into "outbid" while the user reads. */}
          <Group gap={4} justify="flex-end" aria-live="polite">
            <Badge color={STANDING_COLORS[standing]} variant="light" tt="none">
              {t(`activity.standing.${standing}`)}
            </Badge>
            {closed && standing !== 'won' && (
              <Badge color="gray" variant="outline" tt="none">
                {t('activity.ended')}
              </Badge>
            )}
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}
