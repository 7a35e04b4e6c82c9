(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { RenderTimeProvider, useIsHydrating } from './render-time';

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
