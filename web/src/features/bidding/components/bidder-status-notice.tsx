import type { TFunction } from 'i18next';
import { Anchor, Box, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconInfoCircle, IconTrophy } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../components/router-link';
import type { BidderStatus } from '../lib/bidder-status';
import { formatPrice } from '../../../lib/i18n';

/** Enough for the longest status on a phone, so a status that appears never pushes the controls down. */
export const BIDDER_STATUS_MIN_HEIGHT = 64;

const TONES = {
  good: { border: 'var(--mantine-color-green-7)', background: 'var(--mantine-color-green-0)' },
  bad: { border: 'var(--mantine-color-orange-7)', background: 'var(--mantine-color-orange-0)' },
  neutral: { border: 'var(--mantine-color-gray-5)', background: 'var(--mantine-color-gray-0)' },
} as const;

function Notice({
  tone,
  icon,
  title,
  children,
}: {
  tone: keyof typeof TONES;
  icon: ReactNode;
  title: string;
  children?: ReactNode;
}) {
  return (
    <Box
      p="sm"
      style={{
        borderLeft: `4px solid ${TONES[tone].border}`,
        background: TONES[tone].background,
        borderRadius: 'var(--mantine-radius-md)',
      }}
    >
      <Group gap="xs" wrap="nowrap" align="flex-start">
        {icon}
        <Stack gap={2}>
          <Text fw={700} size="sm" data-testid="bidder-status-title">
            {title}
          </Text>
          {children}
        </Stack>
      </Group>
    </Box>
  );
}

/**
 * "Am I winning?" in words, always in the same place of the panel. `reserveSpace` keeps room while
 * a bidder's standing is not known yet, so the status arriving with the room's snapshot does not
 * push the bid controls down.
 */
export function BidderStatusNotice({ status, reserveSpace = false }: { status: BidderStatus; reserveSpace?: boolean }) {
  const { t } = useTranslation('bidding');
  return (
    <Box
      mih={reserveSpace ? BIDDER_STATUS_MIN_HEIGHT : undefined}
      // Nothing to say and no space kept: no box at all, so the panel's gap does not open here either.
      display={status.kind === 'none' && !reserveSpace ? 'contents' : undefined}
      data-testid="bidder-status"
      data-status={status.kind}
    >
      {renderStatus(status, t)}
    </Box>
  );
}

function renderStatus(status: BidderStatus, t: TFunction<'bidding'>): ReactNode {
  const icon = (Icon: typeof IconInfoCircle, color: string) => (
    <Icon size={20} color={color} aria-hidden style={{ flexShrink: 0 }} />
  );
  switch (status.kind) {
    case 'none':
      return null;
    case 'leading':
      return (
        <Notice tone="good" icon={icon(IconCircleCheck, 'var(--mantine-color-green-8)')} title={t('status.leading')}>
          <Text size="sm" data-testid="bidder-status-detail">
            {status.maximum
              ? t('status.leadingMaximum', {
                  amount: formatPrice(status.highestBid),
                  maximum: formatPrice(status.maximum),
                })
              : t('status.leadingDetail', { amount: formatPrice(status.highestBid) })}
          </Text>
        </Notice>
      );
    case 'outbid':
      return (
        <Notice
          tone="bad"
          icon={icon(IconAlertTriangle, 'var(--mantine-color-orange-9)')}
          title={t(status.maximum ? 'status.maximumExceeded' : 'status.outbid', {
            amount: formatPrice(status.minimumNextBid),
          })}
        >
          <Text size="sm" data-testid="bidder-status-detail">
            {status.maximum
              ? t('status.maximumExceededDetail', { amount: formatPrice(status.maximum) })
              : t('status.outbidDetail', { amount: formatPrice(status.highestBid ?? status.minimumNextBid) })}
          </Text>
        </Notice>
      );
    case 'won':
      return (
        <Notice
          tone="good"
          icon={icon(IconTrophy, 'var(--mantine-color-green-8)')}
          title={t('status.won', { total: formatPrice(status.total) })}
        >
          <Text size="sm">
            {t('status.wonDetail', { price: formatPrice(status.finalPrice), fee: formatPrice(status.fee) })}
          </Text>
          <Anchor component={Link} to="/dashboard?tab=transactions" size="sm" fw={600}>
            {t('status.wonLink')}
          </Anchor>
        </Notice>
      );
    case 'lost':
      return (
        <Notice
          tone="neutral"
          icon={icon(IconInfoCircle, 'var(--mantine-color-gray-8)')}
          title={t(status.reserveNotMet ? 'status.lostReserve' : 'status.lost', {
            amount: formatPrice(status.highestBid),
          })}
        />
      );
    case 'sellerSold':
      return (
        <Notice
          tone="good"
          icon={icon(IconTrophy, 'var(--mantine-color-green-8)')}
          title={t('status.sellerSold', { amount: formatPrice(status.finalPrice) })}
        >
          <Text size="sm">{t('status.sellerSoldDetail')}</Text>
          <Anchor component={Link} to="/dashboard?tab=transactions" size="sm" fw={600}>
            {t('status.transactionsLink')}
          </Anchor>
        </Notice>
      );
    case 'sellerUnsold':
      return (
        <Notice
          tone="neutral"
          icon={icon(IconInfoCircle, 'var(--mantine-color-gray-8)')}
          title={t('status.sellerUnsold')}
        >
          <Text size="sm">
            {status.highestBid
              ? t('status.sellerUnsoldReserve', { amount: formatPrice(status.highestBid) })
              : t('status.sellerUnsoldNoBids')}
          </Text>
          <Anchor component={Link} to="/dashboard?tab=listings" size="sm" fw={600}>
            {t('status.sellerNext')}
          </Anchor>
        </Notice>
      );
  }
}
