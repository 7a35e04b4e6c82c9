import {
  COUNTDOWN_TICK_BADGE_MS,
  getCountdownPhase,
  getTimeLeft,
  type CountdownPhase,
  type TimeLeft,
} from '@autolicit/shared';
import { useServerNow } from './use-server-now';

export interface Countdown {
  phase: CountdownPhase;
  timeLeft: TimeLeft;
}

/** Phase (spec §4) and time left until `endTime`, counted on the server clock. */
export function useCountdown(endTime: string | Date | undefined, tickMs: number = COUNTDOWN_TICK_BADGE_MS): Countdown {
  const now = new Date(useServerNow(tickMs));
  const end = endTime === undefined ? now : new Date(endTime);
  return { phase: getCountdownPhase(end, now), timeLeft: getTimeLeft(end, now) };
}
