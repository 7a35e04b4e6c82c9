import { CLOSE_CONFIRMATION_GRACE_MS, CLOSE_CONFIRMATION_POLL_MS } from '@autolicit/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startCloseConfirmation } from './close-confirmation';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('close confirmation', () => {
  it('re-reads after the grace, then every poll interval, and stops when told', () => {
    const refresh = vi.fn();
    const stop = startCloseConfirmation(refresh);
    vi.advanceTimersByTime(CLOSE_CONFIRMATION_GRACE_MS - 1);
    expect(refresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(CLOSE_CONFIRMATION_POLL_MS * 2);
    expect(refresh).toHaveBeenCalledTimes(3);
    stop();
    vi.advanceTimersByTime(CLOSE_CONFIRMATION_POLL_MS * 5);
    expect(refresh).toHaveBeenCalledTimes(3);
  });

  it('bounds how long a lost close can go unnoticed to under 5 s', () => {
    expect(CLOSE_CONFIRMATION_GRACE_MS + CLOSE_CONFIRMATION_POLL_MS).toBeLessThan(5000);
  });

  it('does nothing when stopped within the grace (the close arrived)', () => {
    const refresh = vi.fn();
    startCloseConfirmation(refresh)();
    vi.advanceTimersByTime(CLOSE_CONFIRMATION_GRACE_MS * 4);
    expect(refresh).not.toHaveBeenCalled();
  });
});
