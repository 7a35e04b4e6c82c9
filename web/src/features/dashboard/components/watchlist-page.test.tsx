import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../../test/render';
import { stubDashboardApi } from '../testing/dashboard-api-stub';
import { OTHER_USER_ID, USER_ID, makeUser, makeVehicle, makeWatchlistEntry } from '../testing/dashboard-fixtures';
import { WatchlistPage } from './watchlist-page';

afterEach(() => vi.unstubAllGlobals());

const page = (
  <Routes>
    <Route path="/users/:id/watchlist" element={<WatchlistPage />} />
  </Routes>
);

describe('WatchlistPage', () => {
  it("shows the user's own watchlist with Remove buttons (Romanian)", async () => {
    stubDashboardApi({ watchlist: [makeWatchlistEntry(makeVehicle(1))] });
    await renderWithApp(page, { route: `/users/${USER_ID}/watchlist` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Favorite' })).toBeTruthy();
    expect(await screen.findByText('2019 Dacia Logan 1')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Eliminați 2019 Dacia Logan 1 din favorite' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Înapoi la panoul de control' }).getAttribute('href')).toBe(
      '/dashboard?tab=watchlist',
    );
  });

  it("shows the server's refusal for another user's watchlist, in the chosen language", async () => {
    const forbidden = {
      status: 403,
      body: { message: 'Forbidden', code: 'FORBIDDEN', messageKey: 'errors.forbidden' },
    };
    stubDashboardApi({
      extra: (call) => (call.path.startsWith(`/api/users/${OTHER_USER_ID}/watchlist`) ? forbidden : undefined),
    });
    const en = await renderWithApp(page, { language: 'en', route: `/users/${OTHER_USER_ID}/watchlist` });
    expect(await screen.findByText('You cannot see this watchlist')).toBeTruthy();
    expect(screen.getByText('Forbidden')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    en.unmount();

    await renderWithApp(page, { route: `/users/${OTHER_USER_ID}/watchlist` });
    expect(await screen.findByText('Nu puteți vedea această listă de favorite')).toBeTruthy();
    expect(screen.getByText('Acces interzis')).toBeTruthy();
  });

  it("lets an admin see another user's watchlist, without removing from it", async () => {
    stubDashboardApi({
      user: makeUser('admin'),
      extra: (call) =>
        call.path.startsWith(`/api/users/${OTHER_USER_ID}/watchlist`)
          ? { body: [makeWatchlistEntry(makeVehicle(3))] }
          : undefined,
    });
    await renderWithApp(page, { language: 'en', route: `/users/${OTHER_USER_ID}/watchlist` });
    expect(await screen.findByText('2019 Dacia Logan 3')).toBeTruthy();
    expect(screen.getByText("Another user's watchlist.")).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Remove 2019 Dacia Logan 3/ })).toBeNull();
  });
});
