import { COUNTDOWN_CRITICAL_MS, COUNTDOWN_WARNING_MS } from '../constants';

export type CountdownPhase = 'normal' | 'warning' | 'critical' | 'ended';

/** Spec §4: normal above 2 h, warning down to 2 min, critical at 2 min or less, ended past the end. */
export function getCountdownPhase(endTime: Date, now: Date): CountdownPhase {
  const remaining = endTime.getTime() - now.getTime();
  if (remaining <= 0) return 'ended';
  if (remaining <= COUNTDOWN_CRITICAL_MS) return 'critical';
  if (remaining <= COUNTDOWN_WARNING_MS) return 'warning';
  return 'normal';
}

export interface TimeLeft {
  totalMs: number;
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

export function getTimeLeft(endTime: Date, now: Date): TimeLeft {
  const totalMs = Math.max(0, endTime.getTime() - now.getTime());
  const totalSeconds = Math.floor(totalMs / 1000);
  return {
    totalMs,
    days: Math.floor(totalSeconds / 86_400),
    hours: Math.floor((totalSeconds % 86_400) / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
  };
}
