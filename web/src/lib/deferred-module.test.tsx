import { act, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferModule } from './deferred-module';

// The idle load never comes by itself here: each test loads when it wants to.
vi.mock('./run-when-idle', () => ({ runWhenIdle: vi.fn() }));

const widgetModule = { Widget: () => <p>widget</p> };

function createSlot(deferred: ReturnType<typeof deferModule<typeof widgetModule>>, readerWaits = false) {
  function Slot() {
    const module = deferred.use(readerWaits);
    return module ? <module.Widget /> : <p>stand-in</p>;
  }
  return Slot;
}

describe('a deferred module', () => {
  it('renders its stand-in on the server, even once loaded', async () => {
    const deferred = deferModule(() => Promise.resolve(widgetModule));
    await deferred.load();
    const Slot = createSlot(deferred);
    expect(renderToString(<Slot />)).toContain('stand-in');
  });

  it('shows the module at once where a screen mounts after it arrived', async () => {
    const deferred = deferModule(() => Promise.resolve(widgetModule));
    await deferred.load();
    const Slot = createSlot(deferred);
    render(<Slot />);
    expect(screen.getByText('widget')).toBeTruthy();
  });

  describe('arriving while its stand-in is on screen', () => {
    // As in a browser: React schedules its own work, nothing flushes it as a test's act() would.
    let actEnvironment: unknown;
    beforeEach(() => {
      actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: unknown }).IS_REACT_ACT_ENVIRONMENT;
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: unknown }).IS_REACT_ACT_ENVIRONMENT = false;
    });
    afterEach(() => {
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: unknown }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    });

    async function showStandInThenDeliver(readerWaits: boolean) {
      let arrive: (module: typeof widgetModule) => void = () => {};
      const deferred = deferModule(() => new Promise<typeof widgetModule>((resolve) => (arrive = resolve)));
      const Slot = createSlot(deferred, readerWaits);
      await act(async () => {
        render(<Slot />);
      });
      expect(screen.getByText('stand-in')).toBeTruthy();
      const loading = deferred.load();
      arrive(widgetModule);
      await loading;
      // A render at once (a store's synchronous update) commits in these microtasks.
      for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
    }

    it('swaps it in a later task, not in the one that received the code', async () => {
      await showStandInThenDeliver(false);
      expect(screen.queryByText('widget')).toBeNull();
      expect(screen.getByText('stand-in')).toBeTruthy();
      await waitFor(() => expect(screen.getByText('widget')).toBeTruthy());
    });

    it('swaps it at once when the reader waits on it', async () => {
      await showStandInThenDeliver(true);
      expect(screen.getByText('widget')).toBeTruthy();
    });
  });
});
