import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../../test/render';
import { reloadPage } from '../../../lib/reload-page';
import { SKIP_WAITING_MESSAGE, TAKEOVER_WAIT_MS, offerAppUpdate, useAppUpdate } from '../lib/app-update-store';
import { UpdateNotice } from './update-notice';

vi.mock('../../../lib/reload-page', () => ({ reloadPage: vi.fn() }));

/** The page's side of the service worker API (jsdom has none): a waiting worker and its container. */
function fakeWorkers(state: ServiceWorkerState = 'installed') {
  const waiting = { state, postMessage: vi.fn() } as unknown as ServiceWorker & {
    postMessage: ReturnType<typeof vi.fn>;
  };
  const container = new EventTarget() as ServiceWorkerContainer;
  Object.defineProperty(container, 'controller', { value: { state: 'activated' } });
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  return { waiting, container };
}

afterEach(() => {
  vi.useRealTimers();
  useAppUpdate.setState({ waiting: null });
  vi.mocked(reloadPage).mockClear();
});

describe('UpdateNotice', () => {
  it('says nothing until a new version is waiting, then says so politely in Romanian', async () => {
    await renderWithApp(<UpdateNotice />);
    expect(screen.queryByTestId('update-notice')).toBeNull();
    act(() => offerAppUpdate(fakeWorkers().waiting));
    expect(screen.getByRole('status').textContent).toContain('O versiune nouă este disponibilă');
    expect(screen.getByRole('button', { name: 'Reîncărcați' })).toBeTruthy();
  });

  it('speaks English when English is chosen', async () => {
    useAppUpdate.setState({ waiting: fakeWorkers().waiting });
    await renderWithApp(<UpdateNotice />, { language: 'en' });
    expect(screen.getByRole('status').textContent).toContain('A new version is available');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });

  it('lets the waiting worker take over and reloads only once it has', async () => {
    const { waiting, container } = fakeWorkers();
    useAppUpdate.setState({ waiting });
    await renderWithApp(<UpdateNotice />);
    fireEvent.click(screen.getByRole('button', { name: 'Reîncărcați' }));
    expect(waiting.postMessage).toHaveBeenCalledWith(SKIP_WAITING_MESSAGE);
    expect(reloadPage).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    expect(reloadPage).toHaveBeenCalledTimes(1);
    container.dispatchEvent(new Event('controllerchange'));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('reloads once anyway when the browser holds the takeover back', async () => {
    const { waiting, container } = fakeWorkers();
    useAppUpdate.setState({ waiting });
    await renderWithApp(<UpdateNotice />);
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Reîncărcați' }));
    vi.advanceTimersByTime(TAKEOVER_WAIT_MS - 1);
    expect(reloadPage).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reloadPage).toHaveBeenCalledTimes(1);
    container.dispatchEvent(new Event('controllerchange'));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('only reloads when another tab already let the new worker take over', async () => {
    const { waiting } = fakeWorkers('activated');
    useAppUpdate.setState({ waiting });
    await renderWithApp(<UpdateNotice />);
    fireEvent.click(screen.getByRole('button', { name: 'Reîncărcați' }));
    expect(waiting.postMessage).not.toHaveBeenCalled();
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });
});
