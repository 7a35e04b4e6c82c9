/**
 * When a reminder `minutes` before an auction's end may still say so. A job a little late (a busy
 * queue, an auction extended by seconds) still reminds; one so late that the words would be wrong
 * (less than half the time left), or an auction already over, does not.
 */
export type EndingReminderDecision =
  | { action: 'remind'; minutesLeft: number }
  /** Extended since it was scheduled: wait until `minutes` before the new end. */
  | { action: 'wait'; until: Date }
  | { action: 'skip' };

/** Slack before the moment: a job may run this much early and still remind. */
export const REMINDER_EARLY_TOLERANCE_MS = 30_000;

export function decideEndingReminder(now: Date, endTime: Date, minutes: number): EndingReminderDecision {
  const remaining = endTime.getTime() - now.getTime();
  const offset = minutes * 60_000;
  if (remaining <= 0 || remaining < offset / 2) return { action: 'skip' };
  if (remaining > offset + REMINDER_EARLY_TOLERANCE_MS)
    return { action: 'wait', until: new Date(endTime.getTime() - offset) };
  return { action: 'remind', minutesLeft: Math.max(1, Math.round(remaining / 60_000)) };
}
