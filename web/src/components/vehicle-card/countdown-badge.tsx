import { Badge, Stack, Text } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCountdown } from '../../features/live/hooks/use-countdown';
import { PHASE_COLORS, countdownText } from './countdown-text';

/** The live countdown of an auction on the server clock, styled by phase (spec §4). */
export function CountdownBadge({ endTime, closed = false, size = 'md' }: { endTime: string; closed?: boolean; size?: 'sm' | 'md' | 'lg' }) {
  const { t } = useTranslation();
  const countdown = useCountdown(endTime);
  // A closed auction (e.g. bought now) is over even if its end time is still ahead.
  const phase = closed ? 'ended' : countdown.phase;
  const { key, values } = countdownText(phase, countdown.timeLeft);
  return (
    <Stack gap={4} align="flex-start">
      <Badge
        color={PHASE_COLORS[phase]}
        variant={phase === 'normal' ? 'light' : 'filled'}
        size={size}
        // Units ("2d 3h") must stay lower case; Mantine badges are upper case by default.
        tt="none"
        leftSection={<IconClock size={14} aria-hidden />}
        className={phase === 'critical' ? 'countdown-critical' : undefined}
        aria-label={phase === 'ended' ? t(key, values) : `${t('countdown.label')}: ${t(key, values)}`}
        // The text changes every second; only phase changes matter to screen readers.
        aria-live="off"
        data-testid="countdown"
        data-phase={phase}
      >
        {t(key, values)}
      </Badge>
      {phase === 'critical' && (
        <Text size="xs" c="red.8" fw={600}>
          {t('countdown.autoExtendNote')}
        </Text>
      )}
    </Stack>
  );
}
