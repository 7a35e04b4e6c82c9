(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

import { act, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { RenderTimeProvider, releaseInertControls, useInertUntilApp, useIsHydrating } from './render-time';

const seen: boolean[] = [];
function Probe() {
  const hydrating = useIsHydrating();
  seen.push(hydrating);
  return <p>{hydrating ? 'hydrating' : 'live'}</p>;
}

afterEach(() => {
  seen.length = 0;
  document.body.replaceChildren();
});

describe('useIsHydrating', () => {
  it('reads true while the server HTML is hydrated, then false in one more render', async () => {
    const ui = (
      <RenderTimeProvider renderedAt={Date.now()}>
        <Probe />
      </RenderTimeProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(ui);
    expect(container.textContent).toBe('hydrating');
    document.body.append(container);
    seen.length = 0;
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, ui, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(seen).toEqual([true, false]);
    expect(container.textContent).toBe('live');
  });

  it('reads false from the first render when nothing was server-rendered', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      createRoot(container).render(
        <RenderTimeProvider renderedAt={null}>
          <Probe />
        </RenderTimeProvider>,
      );
    });
    expect(seen).toEqual([false]);
  });
});

describe('controls inert until the app is in', () => {
  function BidButtons({ onBid, blockedSecond }: { onBid: (which: string) => void; blockedSecond: boolean }) {
    const inertUntilApp = useInertUntilApp();
    return (
      <>
        <button type="button" onClick={() => onBid('first')} {...inertUntilApp(false)}>
          first
        </button>
        <button type="button" onClick={() => onBid('second')} {...inertUntilApp(blockedSecond)}>
          second
        </button>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            onBid('form');
          }}
        >
          <button type="submit" {...inertUntilApp(false)}>
            submit
          </button>
        </form>
      </>
    );
  }

  const page = (server: boolean, onBid: (which: string) => void = () => undefined) => (
    <RenderTimeProvider renderedAt={1_800_000_000_000} server={server}>
      <BidButtons onBid={onBid} blockedSecond />
    </RenderTimeProvider>
  );

  function renderOnServer(): HTMLDivElement {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(true));
    document.body.append(container);
    return container;
  }

  const button = (container: HTMLElement, name: string) =>
    [...container.querySelectorAll('button')].find((candidate) => candidate.textContent === name) as HTMLButtonElement;

  it('are disabled in the HTML, marked only when nothing else holds them', () => {
    const container = renderOnServer();
    expect(button(container, 'first').disabled).toBe(true);
    expect(button(container, 'first').hasAttribute('data-inert-until-app')).toBe(true);
    expect(button(container, 'second').disabled).toBe(true);
    expect(button(container, 'second').hasAttribute('data-inert-until-app')).toBe(false);
  });

  it('answer a tap made while the page hydrates, once, after hydrating', async () => {
    const bids: string[] = [];
    const container = renderOnServer();
    const errors: unknown[] = [];
    await act(async () => {
      releaseInertControls(container);
      startTransition(() => {
        hydrateRoot(
          container,
          page(false, (which) => bids.push(which)),
          {
            onRecoverableError: (error) => errors.push(error),
          },
        );
      });
      // Before React has hydrated anything: held, not lost, and not handled yet.
      // The browser does not send the form either: the click's default action is cancelled.
      const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
      expect(button(container, 'submit').dispatchEvent(tap)).toBe(false);
      button(container, 'second').click();
      button(container, 'first').click();
      expect(bids).toEqual([]);
    });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(errors).toEqual([]);
    // The last tap, once; the one still blocked for a reason of its own stays disabled, tapless.
    expect(bids).toEqual(['first']);
    expect(button(container, 'second').disabled).toBe(true);
    expect(button(container, 'first').hasAttribute('data-inert-until-app')).toBe(false);
    // Taps are React's own from here on.
    act(() => button(container, 'first').click());
    act(() => button(container, 'submit').click());
    expect(bids).toEqual(['first', 'first', 'form']);
  });
});
