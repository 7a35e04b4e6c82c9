import { getCountdownPhase, getTimeLeft } from '@autolicit/shared';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { countdownText } from './countdown-text';

const now = new Date('2026-11-21T10:00:00.000Z');
const text = (msLeft: number) => {
  const end = new Date(now.getTime() + msLeft);
  const { key, values } = countdownText(getCountdownPhase(end, now), getTimeLeft(end, now));
  return i18n.t(key, values);
};

describe('countdownText', () => {
  it('shows days, hours, minutes and seconds as the end nears', async () => {
    await i18n.changeLanguage('en');
    expect(text(2 * 86_400_000 + 3 * 3_600_000 + 4 * 60_000)).toBe('2d 3h 4m');
    expect(text(90 * 60_000 + 5_000)).toBe('1h 30m 5s');
    expect(text(65_000)).toBe('1m 5s');
    expect(text(0)).toBe('Auction Ended');
    await i18n.changeLanguage('ro');
    expect(text(2 * 86_400_000)).toBe('2z 0h 0m');
    expect(text(-1)).toBe('Licitație încheiată');
  });
});
