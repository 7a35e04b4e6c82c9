import type { CountdownPhase, TimeLeft } from '@autolicit/shared';

/** Which countdown text to show: days while far away, seconds once it matters (warning/critical). */
export function countdownText(phase: CountdownPhase, timeLeft: TimeLeft): { key: string; values: Record<string, number> } {
  if (phase === 'ended') return { key: 'countdown.ended', values: {} };
  const { days, hours, minutes, seconds } = timeLeft;
  if (days > 0) return { key: 'countdown.days', values: { days, hours, minutes } };
  if (hours > 0) return { key: 'countdown.hours', values: { hours, minutes, seconds } };
  return { key: 'countdown.minutes', values: { minutes, seconds } };
}

/** Badge colour per phase (spec §4): normal, warning ≤ 2 h, critical ≤ 2 min, ended. */
export const PHASE_COLORS: Record<CountdownPhase, string> = {
  normal: 'brand',
  warning: 'orange',
  critical: 'red',
  ended: 'gray',
};
