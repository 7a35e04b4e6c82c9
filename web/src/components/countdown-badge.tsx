import type { VehicleStatus } from '@autolicit/shared';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { IconClock, IconPlugConnectedX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAuctionClockAt } from '../hooks/use-auction-clock';
import { useConnectionStatus } from '../stores/connection-store';
import type { AuctionExtension } from '../stores/live-vehicles-store';
import { PHASE_COLORS, countdownKey, countdownText, formatClockTime, spokenTimeLeft } from './countdown-text';
import { getTimeLeft } from '@autolicit/shared';

/** How long the "Extended — 2:00" highlight stays after the end moved. */
export const EXTENSION_HIGHLIGHT_MS = 6000;

export interface CountdownAuction {
  auctionEndTime: string;
  status: VehicleStatus;
  extension?: AuctionExtension | null;
}

/**
 * The live countdown of an auction on the server clock, styled by phase (spec §4). It never says
 * "ended" before the server does; while disconnected it stands still and says it is reconnecting;
 * right after an anti-sniping extension it says so, with the new time left.
 */
export function CountdownBadge({ auction, size = 'md' }: { auction: CountdownAuction; size?: 'sm' | 'md' | 'lg' }) {
  const { t } = useTranslation();
  const extension = auction.extension;
  const highlightUntil = extension ? Date.parse(extension.at) + EXTENSION_HIGHLIGHT_MS : 0;
  // A tick re-renders the badge only when its text or highlight changes: with days left, once a minute.
  const { clock, now } = useAuctionClockAt(
    auction,
    undefined,
    (at, time) => `${countdownKey(at)}|${time < highlightUntil}`,
  );
  const status = useConnectionStatus();
  // A cancelled auction is closed too, but "ended" would not be true.
  const { key, values } =
    clock.phase === 'ended' && auction.status === 'cancelled'
      ? { key: 'countdown.cancelled', values: {} }
      : countdownText(clock.phase, clock.timeLeft);
  const stale = (status === 'reconnecting' || status === 'offline') && clock.phase !== 'ended';
  const extended =
    !stale && clock.phase !== 'ended' && extension !== null && extension !== undefined && now < highlightUntil;
  const extendedBy = extended
    ? formatClockTime(getTimeLeft(new Date(extension.auctionEndTime), new Date(extension.at)))
    : '';
  const label =
    clock.phase === 'ended' || clock.phase === 'closing'
      ? t(key, values)
      : `${t('live:clock.spokenPrefix')} ${spokenTimeLeft(t, clock.timeLeft)}`;

  return (
    <Stack gap={4} align="flex-start">
      <Group gap={6} wrap="wrap">
        <Badge
          color={stale ? 'gray' : PHASE_COLORS[clock.phase]}
          variant={clock.phase === 'normal' || stale ? 'light' : 'filled'}
          size={size}
          // Units must stay lower case; Mantine badges are upper case by default.
          tt="none"
          leftSection={stale ? <IconPlugConnectedX size={14} aria-hidden /> : <IconClock size={14} aria-hidden />}
          className={clock.phase === 'critical' && !stale ? 'countdown-critical' : undefined}
          // A timer is not announced on every change; its name is the time in words.
          role="timer"
          aria-label={stale ? `${label} (${t('live:connection.frozen')})` : label}
          data-testid="countdown"
          data-phase={clock.phase}
          data-frozen={stale || undefined}
        >
          <span aria-hidden>
            {t(key, values)}
            {stale && ` · ${t('live:connection.frozen')}`}
          </span>
        </Badge>
        {extended && (
          <Badge
            color="grape.9"
            variant="filled"
            size={size}
            tt="none"
            className="countdown-extended"
            data-testid="countdown-extended"
          >
            {t('live:clock.extended', { time: extendedBy })}
          </Badge>
        )}
      </Group>
      {clock.phase === 'critical' && !stale && (
        <Text size="xs" c="red.9" fw={600}>
          {t('countdown.autoExtendNote')}
        </Text>
      )}
    </Stack>
  );
}
