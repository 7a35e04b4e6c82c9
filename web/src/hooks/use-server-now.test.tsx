(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

import { Profiler, act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RenderTimeContext, RenderTimeProvider } from '../lib/render-time';
import { useServerNow } from './use-server-now';

const RENDERED_AT = Date.parse('2026-11-25T10:00:00.000Z');

function Clock() {
  return <p>{new Date(useServerNow()).toISOString()}</p>;
}

/** The server's HTML of <Clock/>, then the browser hydrating it 4 s later; returns what hydration reported. */
async function hydrateFourSecondsLater(renderedAtOnClient: number | null) {
  vi.setSystemTime(RENDERED_AT);
  const html = renderToString(
    <RenderTimeContext value={RENDERED_AT}>
      <Clock />
    </RenderTimeContext>,
  );
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const serverNode = container.firstElementChild;
  vi.setSystemTime(RENDERED_AT + 4_000);
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(
      container,
      <RenderTimeContext value={renderedAtOnClient}>
        <Clock />
      </RenderTimeContext>,
      { onRecoverableError: (error) => errors.push(error) },
    );
  });
  return { errors, container, serverNodeKept: container.firstElementChild === serverNode };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe('useServerNow on a server-rendered page', () => {
  it('hydrates at the time of the server render, keeping its HTML, then shows the live time', async () => {
    const { errors, container, serverNodeKept } = await hydrateFourSecondsLater(RENDERED_AT);
    expect(errors).toEqual([]);
    expect(serverNodeKept).toBe(true);
    expect(container.textContent).toBe('2026-11-25T10:00:04.000Z');
  });

  it('without the render time the texts differ and React throws the server HTML away', async () => {
    const { errors, serverNodeKept } = await hydrateFourSecondsLater(null);
    expect(errors.length).toBeGreaterThan(0);
    expect(serverNodeKept).toBe(false);
  });
});

/** Shows the minute only, and renders again only when it changes. */
function MinuteClock() {
  const now = useServerNow(1000, (at) => Math.floor(at / 60_000));
  return <p>{new Date(now).toISOString().slice(11, 16)}</p>;
}

/** The server's HTML of <MinuteClock/> at `renderedAt`, hydrated at `hydratedAt`; counts the commits. */
async function hydrateMinuteClock(renderedAt: number, hydratedAt: number) {
  const ui = (onRender: () => void) => (
    <RenderTimeProvider renderedAt={renderedAt}>
      <Profiler id="clock" onRender={onRender}>
        <MinuteClock />
      </Profiler>
    </RenderTimeProvider>
  );
  vi.setSystemTime(renderedAt);
  const container = document.createElement('div');
  container.innerHTML = renderToString(ui(() => undefined));
  document.body.append(container);
  vi.setSystemTime(hydratedAt);
  let commits = 0;
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(
      container,
      ui(() => (commits += 1)),
      { onRecoverableError: (error) => errors.push(error) },
    );
  });
  return { errors, container, commits };
}

describe('useServerNow with a change key on a server-rendered page', () => {
  it('does not render again after hydration while what it shows is still right', async () => {
    const page = await hydrateMinuteClock(RENDERED_AT, RENDERED_AT + 4_000);
    expect(page.errors).toEqual([]);
    expect(page.container.textContent).toBe('10:00');
    expect(page.commits).toBe(1);
  });

  it('renders again at once when the minute changed between the render and the hydration', async () => {
    const page = await hydrateMinuteClock(RENDERED_AT + 58_000, RENDERED_AT + 62_000);
    expect(page.errors).toEqual([]);
    expect(page.container.textContent).toBe('10:01');
    expect(page.commits).toBe(2);
  });
});
