import { act, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';
import { useAuctionPhase } from '../hooks/use-auction-clock';
import { connectionStore } from '../stores/connection-store';
import { CountdownBadge } from './countdown-badge';

const NOW = Date.parse('2026-11-25T10:00:00.200Z');

/** Renders `ui` and counts the commits a clock tick causes in it (not the first render). */
async function renderCounting(ui: React.ReactNode) {
  let commits = 0;
  await renderWithApp(
    <Profiler id="probe" onRender={() => (commits += 1)}>
      {ui}
    </Profiler>,
  );
  const before = commits;
  return { ticksRendered: () => commits - before };
}

async function advanceSeconds(seconds: number) {
  for (let i = 0; i < seconds; i += 1) {
    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
  }
}

function PhaseProbe({ endsAt }: { endsAt: string }) {
  return <p data-testid="phase">{useAuctionPhase({ auctionEndTime: endsAt, status: 'active' })}</p>;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
  vi.setSystemTime(NOW);
  connectionStore.getState().setSocketConnected(true);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('countdowns render again only when what they show changes', () => {
  it('a badge counting days does not render on every second, but does when its minute changes', async () => {
    // 2 days, 3 hours, 4 minutes and 5.8 s left: the text "2z 3h 4m" holds for 5 more seconds.
    const endsAt = new Date(NOW + ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000 + 800).toISOString();
    const probe = await renderCounting(<CountdownBadge auction={{ auctionEndTime: endsAt, status: 'active' }} />);
    const before = screen.getByTestId('countdown').textContent;

    await advanceSeconds(4);
    expect(probe.ticksRendered()).toBe(0);
    expect(screen.getByTestId('countdown').textContent).toBe(before);

    await advanceSeconds(3);
    expect(probe.ticksRendered()).toBe(1);
    expect(screen.getByTestId('countdown').textContent).not.toBe(before);
  });

  it('a badge counting seconds shows every second', async () => {
    const endsAt = new Date(NOW + 5 * 60 * 1000).toISOString();
    const probe = await renderCounting(<CountdownBadge auction={{ auctionEndTime: endsAt, status: 'active' }} />);
    const seen = new Set([screen.getByTestId('countdown').textContent]);
    await advanceSeconds(3);
    seen.add(screen.getByTestId('countdown').textContent);
    expect(probe.ticksRendered()).toBe(3);
    expect(seen.size).toBe(2);
    expect(screen.getByTestId('countdown').textContent).toBe('4 min 57 s');
  });

  it('a component that needs only the phase renders again when the phase changes, not on every tick', async () => {
    // The warning phase starts 2 hours before the end: 3 s from now.
    const endsAt = new Date(NOW + 2 * 3600 * 1000 + 3000).toISOString();
    const probe = await renderCounting(<PhaseProbe endsAt={endsAt} />);
    expect(screen.getByTestId('phase').textContent).toBe('normal');
    await advanceSeconds(2);
    expect(probe.ticksRendered()).toBe(0);
    await advanceSeconds(2);
    expect(screen.getByTestId('phase').textContent).toBe('warning');
    expect(probe.ticksRendered()).toBe(1);
  });
});
