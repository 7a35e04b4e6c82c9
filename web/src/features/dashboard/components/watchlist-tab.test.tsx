import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../../test/render';
import { stubDashboardApi } from '../testing/dashboard-api-stub';
import { USER_ID, makeVehicle, makeWatchlistEntry, vehicleId } from '../testing/dashboard-fixtures';
import { WatchlistTab } from './watchlist-tab';

afterEach(() => vi.unstubAllGlobals());

describe('WatchlistTab', () => {
  it('shows the watched vehicles as live cards and removes one (Romanian)', async () => {
    let entries = [
      makeWatchlistEntry(makeVehicle(1, { currentBid: '9100.00', bidCount: 7 })),
      makeWatchlistEntry(makeVehicle(2)),
    ];
    const { calls } = stubDashboardApi({
      extra: (call) => {
        if (call.method === 'GET' && call.path.startsWith(`/api/users/${USER_ID}/watchlist`)) return { body: entries };
        if (call.method === 'DELETE' && call.path === `/api/watchlist/${vehicleId(1)}`) {
          entries = entries.filter((entry) => entry.vehicleId !== vehicleId(1));
          return { body: { isInWatchlist: false } };
        }
        return undefined;
      },
    });
    await renderWithApp(<WatchlistTab userId={USER_ID} />);

    expect(await screen.findByText('2019 Dacia Logan 1')).toBeTruthy();
    expect(screen.getByText('2019 Dacia Logan 2')).toBeTruthy();
    // VehicleCard's live figures, seeded from the list.
    expect(screen.getByText('9.100 €')).toBeTruthy();
    expect(screen.getByText('7 oferte')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Deschideți pagina Favorite' }).getAttribute('href')).toBe(
      `/users/${USER_ID}/watchlist`,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Eliminați 2019 Dacia Logan 1 din favorite' }));
    await waitFor(() => expect(screen.queryByText('2019 Dacia Logan 1')).toBeNull());
    expect(await screen.findByText('Eliminat din favorite')).toBeTruthy();
    expect(calls).toContainEqual({ method: 'DELETE', path: `/api/watchlist/${vehicleId(1)}`, body: undefined });
    expect(screen.getByText('2019 Dacia Logan 2')).toBeTruthy();
  });

  it('puts the card back and says so when the removal fails (English)', async () => {
    stubDashboardApi({
      watchlist: [makeWatchlistEntry(makeVehicle(1))],
      extra: (call) =>
        call.method === 'DELETE' ? { status: 500, body: { message: 'Internal server error' } } : undefined,
    });
    await renderWithApp(<WatchlistTab userId={USER_ID} />, { language: 'en' });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove 2019 Dacia Logan 1 from watchlist' }));
    expect(await screen.findByText('Failed to remove from watchlist')).toBeTruthy();
    expect(screen.getByText('2019 Dacia Logan 1')).toBeTruthy();
  });

  it('explains an empty watchlist, in both languages', async () => {
    stubDashboardApi({ watchlist: [] });
    const ro = await renderWithApp(<WatchlistTab userId={USER_ID} />);
    expect(await screen.findByRole('heading', { name: 'Lista dvs. de favorite este goală' })).toBeTruthy();
    ro.unmount();
    await renderWithApp(<WatchlistTab userId={USER_ID} />, { language: 'en' });
    expect(await screen.findByRole('heading', { name: 'Your watchlist is empty' })).toBeTruthy();
    expect(screen.getByText('Tap the heart on a vehicle to follow its auction here.')).toBeTruthy();
  });
});
