import { getCountdownPhase, getTimeLeft } from '@autolicit/shared';
import { describe, expect, it } from 'vitest';
import { i18n } from '../lib/i18n';
import { countdownText, formatClockTime, spokenTimeLeft } from './countdown-text';

const now = new Date('2026-11-21T10:00:00.000Z');
const left = (msLeft: number) => getTimeLeft(new Date(now.getTime() + msLeft), now);
const text = (msLeft: number) => {
  const end = new Date(now.getTime() + msLeft);
  const phase = getCountdownPhase(end, now);
  const { key, values } = countdownText(phase === 'ended' ? 'closing' : phase, left(msLeft));
  return i18n.t(key, values);
};

describe('countdownText', () => {
  it('shows days, hours, minutes and seconds as the end nears', async () => {
    await i18n.changeLanguage('en');
    expect(text(2 * 86_400_000 + 3 * 3_600_000 + 4 * 60_000)).toBe('2d 3h 4m');
    expect(text(90 * 60_000 + 5_000)).toBe('1h 30m 5s');
    expect(text(65_000)).toBe('1m 5s');
    expect(text(0)).toBe('Closing…');
    expect(i18n.t(countdownText('ended', left(0)).key)).toBe('Auction Ended');
    await i18n.changeLanguage('ro');
    expect(text(86_400_000)).toBe('1 zi 0 h 0 min');
    expect(text(2 * 86_400_000)).toBe('2 zile 0 h 0 min');
    expect(text(21 * 86_400_000)).toBe('21 de zile 0 h 0 min');
    expect(text(-1)).toBe('Se finalizează…');
  });
});

describe('spokenTimeLeft', () => {
  it('reads the time left in words, with Romanian plural forms', async () => {
    await i18n.changeLanguage('ro');
    expect(spokenTimeLeft(i18n.t, left(2 * 60_000 + 5_000))).toBe('2 minute 5 secunde rămase');
    expect(spokenTimeLeft(i18n.t, left(60_000 + 1_000))).toBe('1 minut 1 secundă rămase');
    expect(spokenTimeLeft(i18n.t, left(25 * 60_000 + 40_000))).toBe('25 de minute 40 de secunde rămase');
    expect(spokenTimeLeft(i18n.t, left(3 * 86_400_000 + 2 * 3_600_000))).toBe('3 zile 2 ore rămase');
    await i18n.changeLanguage('en');
    expect(spokenTimeLeft(i18n.t, left(2 * 60_000 + 5_000))).toBe('2 minutes 5 seconds left');
    expect(spokenTimeLeft(i18n.t, left(3_600_000 + 60_000))).toBe('1 hour 1 minute left');
  });
});

describe('formatClockTime', () => {
  it('writes minutes and seconds as the extension highlight shows them', () => {
    expect(formatClockTime(left(120_000))).toBe('2:00');
    expect(formatClockTime(left(119_400))).toBe('1:59');
  });
});
