import { getCountdownPhase, getTimeLeft, type TimeLeft, type VehicleStatus } from '@autolicit/shared';

/**
 * What a countdown may show. "ended" needs the server's word (a closed status); a local clock that
 * passed the end only says "closing" until the close is confirmed, because a bid in the last
 * seconds may have moved the end and its event may still be on its way.
 */
export type AuctionClockPhase = 'normal' | 'warning' | 'critical' | 'closing' | 'ended';

export interface AuctionClock {
  phase: AuctionClockPhase;
  timeLeft: TimeLeft;
  /** Not connected: the countdown stands still at the last moment the server was heard. */
  frozen: boolean;
}

export interface AuctionClockInput {
  endTime: string;
  status: VehicleStatus;
  /** The server's current time (ms). */
  now: number;
  /** Null while connected; otherwise the server time we last heard from it (null if never). */
  frozenAt: number | null;
  connected: boolean;
}

export function getAuctionClock(input: AuctionClockInput): AuctionClock {
  const end = new Date(input.endTime);
  const frozen = !input.connected;
  const at = new Date(frozen && input.frozenAt !== null ? Math.min(input.frozenAt, input.now) : input.now);
  const timeLeft = getTimeLeft(end, at);
  if (input.status !== 'active') return { phase: 'ended', timeLeft, frozen };
  const phase = getCountdownPhase(end, at);
  return { phase: phase === 'ended' ? 'closing' : phase, timeLeft, frozen };
}
