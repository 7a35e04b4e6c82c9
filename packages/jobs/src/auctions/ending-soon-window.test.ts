import { describe, expect, it } from 'vitest';
import { decideEndingSoon } from './ending-soon-window';

const now = new Date('2026-03-01T12:00:00Z');
const inMinutes = (m: number) => new Date(now.getTime() + m * 60_000);

describe('decideEndingSoon', () => {
  it('reminds from 11 minutes before the end until the end', () => {
    expect(decideEndingSoon(now, inMinutes(10))).toEqual({ action: 'remind' });
    expect(decideEndingSoon(now, inMinutes(11))).toEqual({ action: 'remind' });
    expect(decideEndingSoon(now, inMinutes(0.1))).toEqual({ action: 'remind' });
  });

  it('waits until 10 minutes before a later end', () => {
    expect(decideEndingSoon(now, inMinutes(11.01))).toEqual({
      action: 'wait',
      until: new Date(inMinutes(11.01).getTime() - 600_000),
    });
    expect(decideEndingSoon(now, inMinutes(60))).toEqual({ action: 'wait', until: inMinutes(50) });
  });

  it('skips an auction that has ended', () => {
    expect(decideEndingSoon(now, now)).toEqual({ action: 'skip' });
    expect(decideEndingSoon(now, inMinutes(-1))).toEqual({ action: 'skip' });
  });
});
