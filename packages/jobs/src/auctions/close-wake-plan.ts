/** An auction's end as the close wake-up last read it from PostgreSQL. */
export interface UpcomingClose {
  vehicleId: string;
  endsAtMs: number;
}

/**
 * The ends the workers wake close jobs for, in time order: what decides when the local timer
 * fires and which closes are due then. Pure (no timers, no I/O) so the timing rules are tested
 * alone; `close-wake.service.ts` drives it.
 */
export interface CloseWakePlan {
  /**
   * Takes a fresh read of the auctions ending after `readAfterMs` in place of what was known: an
   * end that moved (a late bid, an operator) or an auction that closed another way drops out.
   * An (auction, end) already handed out by `takeDue` is not handed out again, even though a read
   * that began before it fell due still lists it.
   */
  replace(upcoming: readonly UpcomingClose[], readAfterMs: number): void;
  /** Removes and returns the closes due at `nowMs` (end ≤ now), earliest first. */
  takeDue(nowMs: number): UpcomingClose[];
  /** The earliest end still waiting, or undefined when none is known. */
  nextDueAt(): number | undefined;
}

const keyOf = (close: UpcomingClose) => `${close.vehicleId}@${close.endsAtMs}`;

export function createCloseWakePlan(): CloseWakePlan {
  /** Sorted by end, then id (the read's order), so the earliest are always at the front. */
  let pending: UpcomingClose[] = [];
  /** Handed out, by key, with its end: forgotten once no read can list it again. */
  const taken = new Map<string, number>();
  return {
    replace(upcoming, readAfterMs) {
      // A read lists only ends after `readAfterMs`: older keys can no longer come back.
      for (const [key, endsAtMs] of taken) if (endsAtMs <= readAfterMs) taken.delete(key);
      pending = upcoming
        .filter((close) => close.endsAtMs > readAfterMs && !taken.has(keyOf(close)))
        .sort(
          (a, b) => a.endsAtMs - b.endsAtMs || (a.vehicleId < b.vehicleId ? -1 : a.vehicleId > b.vehicleId ? 1 : 0),
        );
    },
    takeDue(nowMs) {
      let count = 0;
      while (count < pending.length && pending[count]!.endsAtMs <= nowMs) count += 1;
      const due = pending.slice(0, count);
      pending = pending.slice(count);
      for (const close of due) taken.set(keyOf(close), close.endsAtMs);
      return due;
    },
    nextDueAt: () => pending[0]?.endsAtMs,
  };
}

/**
 * How long to wait before waking the closes due at `dueAtMs`. Never negative; a timer may still
 * fire a millisecond early by the wall clock (Node counts from its cached loop time), so the
 * caller checks the clock again when it fires rather than trusting it.
 */
export function computeWakeDelay(dueAtMs: number, nowMs: number): number {
  return Math.max(0, dueAtMs - nowMs);
}
