import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { useShellModals } from '../../lib/shell-modal-store';
import { stubDashboardApi } from '../../features/dashboard/testing/dashboard-api-stub';
import {
  makeBid,
  makeTransaction,
  makeUser,
  makeVehicle,
  makeWatchlistEntry,
} from '../../features/dashboard/testing/dashboard-fixtures';
import { LocationProbe } from '../../features/dashboard/testing/location-probe';
import { DashboardPage } from './dashboard-page';

afterEach(() => {
  vi.unstubAllGlobals();
  useShellModals.getState().close();
});

/** An account with some of everything: 2 running auctions bid on (3 bids), 1 watched, 3 listed, 1 of 2 transactions paid. */
const busyAccount = {
  bids: [
    makeBid(1, 1),
    makeBid(2, 1, { amount: '7000.00', isHighest: false }),
    makeBid(3, 2, { isHighest: false }),
    makeBid(4, 3, { vehicle: { status: 'sold' } }),
  ],
  watchlist: [makeWatchlistEntry(makeVehicle(5))],
  listings: [makeVehicle(6), makeVehicle(7), makeVehicle(8, { status: 'sold' })],
  transactions: [
    makeTransaction(1, 3, { paymentStatus: 'completed' }),
    makeTransaction(2, 9, { paymentStatus: 'pending' }),
  ],
};

function statValue(name: RegExp): string {
  return within(screen.getByRole('link', { name })).getAllByText(/\d/)[0]!.textContent ?? '';
}

describe('DashboardPage', () => {
  it('welcomes a seller, shows the role, the four numbers and the List Vehicle button (Romanian)', async () => {
    const { calls } = stubDashboardApi({ user: makeUser('seller'), ...busyAccount });
    await renderWithApp(<DashboardPage />, { route: '/dashboard' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Bine ați venit, Ana!' })).toBeTruthy();
    expect(screen.getByTestId('role-badge').textContent).toBe('Rol: Vânzător');
    await waitFor(() => expect(statValue(/Oferte active/)).toBe('2'));
    expect(statValue(/Favorite/)).toBe('1');
    expect(statValue(/Anunțuri publicate/)).toBe('3');
    expect(statValue(/Tranzacții finalizate/)).toBe('1');

    fireEvent.click(screen.getByRole('button', { name: 'Publicați un anunț' }));
    expect(useShellModals.getState().open).toBe('list-vehicle');

    // Not a new account, not an admin.
    expect(screen.queryByText('Bine ați venit pe AutoLicit!')).toBeNull();
    expect(screen.queryByTestId('platform-stats-panel')).toBeNull();
    expect(calls.some((call) => call.path === '/api/stats')).toBe(false);
  });

  it('gives a new account of the role user the welcome card with List Your Vehicle, and no header button (English)', async () => {
    stubDashboardApi({ user: makeUser('user') });
    await renderWithApp(<DashboardPage />, { language: 'en', route: '/dashboard' });

    expect(await screen.findByRole('heading', { name: 'Welcome to AutoLicit!' })).toBeTruthy();
    expect(screen.getByTestId('role-badge').textContent).toBe('Role: User');
    expect(statValue(/Active bids/)).toBe('0');
    expect(statValue(/Completed transactions/)).toBe('0');
    expect(screen.queryByRole('button', { name: 'List Vehicle' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'List Your Vehicle' }));
    expect(useShellModals.getState().open).toBe('list-vehicle');
    const welcome = screen.getByRole('region', { name: 'Welcome to AutoLicit!' });
    expect(within(welcome).getByRole('link', { name: 'Browse vehicles' }).getAttribute('href')).toBe('/vehicles');
    // The Activity tab says it has nothing yet, too.
    expect(await screen.findByRole('heading', { name: 'No bids yet' })).toBeTruthy();
  });

  it('offers List Vehicle to dealers but not to admins, who get the platform statistics instead', async () => {
    stubDashboardApi({ user: makeUser('dealer'), ...busyAccount });
    const dealer = await renderWithApp(<DashboardPage />, { language: 'en', route: '/dashboard' });
    expect(await screen.findByRole('button', { name: 'List Vehicle' })).toBeTruthy();
    expect(screen.getByTestId('role-badge').textContent).toBe('Role: Dealer');
    dealer.unmount();
    vi.unstubAllGlobals();

    stubDashboardApi({
      user: makeUser('admin'),
      ...busyAccount,
      stats: { activeAuctions: 12, totalVehicles: 40, registeredUsers: 1234, soldThisMonth: 5 },
    });
    await renderWithApp(<DashboardPage />, { language: 'en', route: '/dashboard' });
    expect(await screen.findByRole('heading', { name: 'Platform statistics' })).toBeTruthy();
    expect(screen.getByTestId('role-badge').textContent).toBe('Role: Admin');
    expect(screen.queryByRole('button', { name: 'List Vehicle' })).toBeNull();
    // An admin with personal activity still has their own numbers and tabs.
    await waitFor(() => expect(statValue(/Active bids/)).toBe('2'));
    expect(screen.getByRole('tab', { name: /Activity/ })).toBeTruthy();
  });

  it("shows an admin without personal activity the admin panels only, none of a bidder's empty states (Romanian)", async () => {
    stubDashboardApi({
      user: makeUser('admin'),
      stats: { activeAuctions: 12, totalVehicles: 40, registeredUsers: 1234, soldThisMonth: 5 },
    });
    await renderWithApp(<DashboardPage />, { route: '/dashboard' });
    expect(await screen.findByRole('heading', { name: 'Statistici platformă' })).toBeTruthy();
    // Wait until the four personal lists have answered (empty), then nothing of a bidder's is left.
    await waitFor(() => expect(screen.queryByRole('link', { name: /Oferte active/ })).toBeNull());
    expect(screen.queryByText('Bine ați venit pe AutoLicit!')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Nicio ofertă încă' })).toBeNull();
    expect(screen.queryByRole('tab', { name: /Activitate/ })).toBeNull();
  });

  it('opens the tab named in the URL and puts the chosen tab in the URL', async () => {
    stubDashboardApi({ user: makeUser('seller'), ...busyAccount });
    await renderWithApp(
      <>
        <DashboardPage />
        <LocationProbe />
      </>,
      { language: 'en', route: '/dashboard?tab=transactions' },
    );

    const transactionsTab = await screen.findByRole('tab', { name: 'Transactions' });
    expect(transactionsTab.getAttribute('aria-selected')).toBe('true');
    expect((await screen.findAllByTestId('transaction')).length).toBe(2);

    fireEvent.click(screen.getByRole('tab', { name: 'My Listings' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard?tab=listings'));
    expect(screen.getByRole('tab', { name: 'My Listings' }).getAttribute('aria-selected')).toBe('true');
    expect((await screen.findAllByTestId('listing')).length).toBe(3);
    expect(screen.queryByTestId('transaction')).toBeNull();

    // The stat cards link to their tab too.
    fireEvent.click(screen.getByRole('link', { name: /Active bids/ }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard?tab=activity'));
    expect(screen.getByRole('tab', { name: 'Activity' }).getAttribute('aria-selected')).toBe('true');
  });

  it('falls back to Activity for an unknown tab', async () => {
    stubDashboardApi({ ...busyAccount });
    await renderWithApp(<DashboardPage />, { route: '/dashboard?tab=nope' });
    expect((await screen.findByRole('tab', { name: 'Activitate' })).getAttribute('aria-selected')).toBe('true');
    // 4 bids on 3 auctions: one row each.
    await waitFor(async () => expect((await screen.findAllByTestId('activity-bid')).length).toBe(3));
  });

  it('shows "100+" when a list fills the whole page', async () => {
    const many = Array.from({ length: 100 }, (_, index) => makeVehicle(100 + index));
    stubDashboardApi({ user: makeUser('seller'), listings: many });
    await renderWithApp(<DashboardPage />, { language: 'en', route: '/dashboard' });
    await waitFor(() => expect(statValue(/Listed vehicles/)).toBe('100+'));
  });
});
