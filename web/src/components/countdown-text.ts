import type { TimeLeft } from '@autolicit/shared';
import type { TFunction } from 'i18next';
import type { AuctionClockPhase } from '../lib/live/auction-clock';

type Translate = TFunction;

/** Which countdown text to show: days while far away, seconds once it matters (warning/critical). */
export function countdownText(
  phase: AuctionClockPhase,
  timeLeft: TimeLeft,
): { key: string; values: Record<string, number> } {
  if (phase === 'ended') return { key: 'countdown.ended', values: {} };
  if (phase === 'closing') return { key: 'live:clock.closing', values: {} };
  const { days, hours, minutes, seconds } = timeLeft;
  if (days > 0) return { key: 'countdown.days', values: { count: days, hours, minutes } };
  if (hours > 0) return { key: 'countdown.hours', values: { hours, minutes, seconds } };
  return { key: 'countdown.minutes', values: { minutes, seconds } };
}

/** Changes exactly when the badge's text (or its phase) does; the spoken name is never finer than the text. */
export function countdownKey(clock: { phase: AuctionClockPhase; timeLeft: TimeLeft; frozen: boolean }): string {
  const { key, values } = countdownText(clock.phase, clock.timeLeft);
  return `${clock.phase}|${clock.frozen}|${key}|${Object.values(values).join(':')}`;
}

/**
 * The countdown in words for screen readers ("2 minute 5 secunde rămase"): abbreviations such as
 * "2 min 5 s" are read badly, and the badge's text changes every second, so this is its name.
 */
export function spokenTimeLeft(t: Translate, timeLeft: TimeLeft): string {
  const { days, hours, minutes, seconds } = timeLeft;
  const parts =
    days > 0
      ? [t('live:clock.spokenDays', { count: days }), t('live:clock.spokenHours', { count: hours })]
      : hours > 0
        ? [t('live:clock.spokenHours', { count: hours }), t('live:clock.spokenMinutes', { count: minutes })]
        : [t('live:clock.spokenMinutes', { count: minutes }), t('live:clock.spokenSeconds', { count: seconds })];
  return t('live:clock.spokenRemaining', { time: parts.join(' ') });
}

/** "2:00" — the time left right after an extension, as the highlight shows it. */
export function formatClockTime(timeLeft: TimeLeft): string {
  const minutes = timeLeft.days * 24 * 60 + timeLeft.hours * 60 + timeLeft.minutes;
  return `${minutes}:${String(timeLeft.seconds).padStart(2, '0')}`;
}

/** Badge colour per phase (spec §4): normal, warning ≤ 2 h, critical ≤ 2 min, then closing/ended. */
export const PHASE_COLORS: Record<AuctionClockPhase, string> = {
  normal: 'brand',
  warning: 'orange',
  critical: 'red',
  closing: 'gray',
  ended: 'gray',
};
