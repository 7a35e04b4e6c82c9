import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../../test/fetch-stub';
import { renderWithApp } from '../../../../test/render';
import { useShellModals } from '../../../lib/shell-modal-store';
import { WatchlistToggle } from './watchlist-toggle';

const VEHICLE_ID = '5b0f5f7e-7a43-4a37-9a2e-2f1f0c9c3b11';
const SELLER_ID = '9e8d7c6b-2222-4e0e-9a1a-333333333333';
const user = {
  id: 'c7d1c3c4-1111-4e0e-9a1a-222222222222',
  email: 'ana@example.ro',
  firstName: 'Ana',
  lastName: 'Pop',
  role: 'user',
  isAdmin: false,
};

afterEach(() => {
  vi.unstubAllGlobals();
  useShellModals.getState().close();
});

describe('WatchlistToggle', () => {
  it('asks a visitor to sign in and opens the login dialog, without calling the watchlist API', async () => {
    const { calls } = stubFetch((call) =>
      call.path === '/api/auth/user' ? { status: 401, body: { message: 'Not authenticated' } } : undefined,
    );
    await renderWithApp(<WatchlistToggle vehicleId={VEHICLE_ID} sellerId={SELLER_ID} title="2019 Dacia Logan" />);
    await waitFor(() => expect(calls.some((c) => c.path === '/api/auth/user')).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Adăugați 2019 Dacia Logan la favorite' }));
    expect(await screen.findByText('Autentificare necesară')).toBeTruthy();
    expect(useShellModals.getState().open).toBe('email-login');
    expect(calls.filter((c) => c.path.startsWith('/api/watchlist'))).toEqual([]);
  });

  it('adds, then removes, with the API calls and toasts of each (English)', async () => {
    let watched = false;
    const { calls } = stubFetch((call) => {
      if (call.path === '/api/auth/user') return { body: user };
      if (call.path === `/api/watchlist/${VEHICLE_ID}/status`) return { body: { isInWatchlist: watched } };
      if (call.method === 'POST' && call.path === '/api/watchlist')
        return ((watched = true), { status: 201, body: { isInWatchlist: true } });
      if (call.method === 'DELETE' && call.path === `/api/watchlist/${VEHICLE_ID}`)
        return ((watched = false), { body: { isInWatchlist: false } });
      if (call.path.startsWith(`/api/users/${user.id}/watchlist`)) return { body: [] };
      return undefined;
    });
    await renderWithApp(<WatchlistToggle vehicleId={VEHICLE_ID} sellerId={SELLER_ID} title="2019 Dacia Logan" />, {
      language: 'en',
    });
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('/status'))).toBe(true));

    const add = screen.getByRole('button', { name: 'Add 2019 Dacia Logan to watchlist' });
    expect(add.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(add);
    expect(await screen.findByText('Added to watchlist')).toBeTruthy();
    expect(calls).toContainEqual({ method: 'POST', path: '/api/watchlist', body: { vehicleId: VEHICLE_ID } });
    const remove = await screen.findByRole('button', { name: 'Remove 2019 Dacia Logan from watchlist' });
    expect(remove.getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(remove);
    expect(await screen.findByText('Removed from watchlist')).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(true);
    expect(await screen.findByRole('button', { name: 'Add 2019 Dacia Logan to watchlist' })).toBeTruthy();
  });

  it('rolls back and says so when the server fails (Romanian)', async () => {
    stubFetch((call) => {
      if (call.path === '/api/auth/user') return { body: user };
      if (call.path.endsWith('/status')) return { body: { isInWatchlist: false } };
      if (call.method === 'POST') return { status: 500, body: { message: 'Internal server error' } };
      if (call.path.startsWith('/api/users/')) return { body: [] };
      return undefined;
    });
    await renderWithApp(<WatchlistToggle vehicleId={VEHICLE_ID} sellerId={SELLER_ID} title="2019 Dacia Logan" />);
    const button = await screen.findByRole('button', { name: 'Adăugați 2019 Dacia Logan la favorite' });
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('false'));
    fireEvent.click(button);
    expect(await screen.findByText('Actualizarea favoritelor a eșuat')).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Adăugați 2019 Dacia Logan la favorite' }).getAttribute('aria-pressed'),
    ).toBe('false');
  });

  it("is not offered on the seller's own car, and asks nothing about it", async () => {
    const { calls } = stubFetch((call) => (call.path === '/api/auth/user' ? { body: user } : undefined));
    await renderWithApp(
      <>
        <WatchlistToggle vehicleId={VEHICLE_ID} sellerId={user.id} title="2019 Dacia Logan" />
        <WatchlistToggle
          vehicleId="0d4c6a8e-5555-4e0e-9a1a-444444444444"
          sellerId={SELLER_ID}
          title="2020 Skoda Octavia"
        />
      </>,
    );
    expect(await screen.findByRole('button', { name: 'Adăugați 2020 Skoda Octavia la favorite' })).toBeTruthy();
    await waitFor(() => expect(calls.some((c) => c.path === '/api/auth/user')).toBe(true));
    await waitFor(() => expect(screen.queryByRole('button', { name: /2019 Dacia Logan/ })).toBeNull());
    expect(calls.some((c) => c.path === `/api/watchlist/${VEHICLE_ID}/status`)).toBe(false);
  });
});
