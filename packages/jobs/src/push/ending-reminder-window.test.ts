import { describe, expect, it } from 'vitest';
import { decideEndingReminder } from './ending-reminder-window';

const end = new Date('2026-11-29T18:00:00.000Z');
const at = (msBeforeEnd: number) => new Date(end.getTime() - msBeforeEnd);

describe('decideEndingReminder', () => {
  it.each([
    // [minutes, ms before the end when the job runs, decision]
    [15, 15 * 60_000, { action: 'remind', minutesLeft: 15 }],
    [15, 15 * 60_000 + 20_000, { action: 'remind', minutesLeft: 15 }],
    [15, 14 * 60_000, { action: 'remind', minutesLeft: 14 }],
    [2, 2 * 60_000, { action: 'remind', minutesLeft: 2 }],
    [2, 70_000, { action: 'remind', minutesLeft: 1 }],
    [60, 60 * 60_000, { action: 'remind', minutesLeft: 60 }],
    // Too late for the words to be true, or over.
    [60, 20 * 60_000, { action: 'skip' }],
    [2, 50_000, { action: 'skip' }],
    [2, 0, { action: 'skip' }],
    [15, -1000, { action: 'skip' }],
  ] as const)('%i min, run %i ms before the end → %j', (minutes, before, decision) => {
    expect(decideEndingReminder(at(before), end, minutes)).toEqual(decision);
  });

  it('waits for the new moment when the auction was extended', () => {
    expect(decideEndingReminder(at(20 * 60_000), end, 15)).toEqual({
      action: 'wait',
      until: new Date(end.getTime() - 15 * 60_000),
    });
  });
});
