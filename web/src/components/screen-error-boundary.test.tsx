import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';
import { ScreenErrorBoundary } from './screen-error-boundary';

function BrokenScreen(): never {
  throw new Error('a bug in a screen');
}

describe('ScreenErrorBoundary', () => {
  // React reports the caught error on the console; the test expects it.
  beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => vi.restoreAllMocks());

  it('replaces a screen that throws with a message and a reload button, in Romanian', async () => {
    await renderWithApp(
      <ScreenErrorBoundary>
        <BrokenScreen />
      </ScreenErrorBoundary>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Pagina nu a putut fi afișată');
    expect(screen.getByRole('button', { name: 'Reîncărcați pagina' })).toBeTruthy();
  });

  it('speaks English when English is chosen, and leaves a working screen as it is', async () => {
    const { unmount } = await renderWithApp(
      <ScreenErrorBoundary>
        <BrokenScreen />
      </ScreenErrorBoundary>,
      { language: 'en' },
    );
    expect(screen.getByRole('heading', { name: 'This page could not be shown' })).toBeTruthy();
    unmount();
    await renderWithApp(
      <ScreenErrorBoundary>
        <p>fine</p>
      </ScreenErrorBoundary>,
    );
    expect(screen.getByText('fine')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
