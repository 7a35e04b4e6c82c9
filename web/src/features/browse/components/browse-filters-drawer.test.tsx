import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../../test/fetch-stub';
import { renderWithApp } from '../../../../test/render';
import { makeVehicle } from '../testing/browse-api-stub';
import { LocationProbe } from '../testing/location-probe';
import { BrowsePage } from './browse-page';

afterEach(() => vi.unstubAllGlobals());

/** A phone (jsdom matches no media query: the filters are in the drawer); 25 cars, 2 of them estates. */
function stubCountingApi() {
  return stubFetch((call) => {
    if (call.path === '/api/auth/user') return { status: 401, body: { message: 'Unauthorized', code: 'UNAUTHORIZED' } };
    if (!call.path.startsWith('/api/vehicles')) return undefined;
    const query = new URLSearchParams(call.path.split('?')[1] ?? '');
    const total = query.get('category') === 'wagon' ? 2 : 25;
    const items = Array.from({ length: Math.min(total, Number(query.get('limit') ?? 12)) }, (_, index) =>
      makeVehicle(index + 1),
    );
    return { body: items, headers: { 'X-Total-Count': String(total) } };
  });
}

const page = (
  <Routes>
    <Route
      path="/vehicles"
      element={
        <>
          <BrowsePage />
          <LocationProbe />
        </>
      }
    />
  </Routes>
);

async function chooseInDrawer(drawer: HTMLElement, label: string, option: string) {
  fireEvent.click(within(drawer).getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
}

describe('BrowsePage on a phone: the filters drawer', () => {
  it('stays open while choosing and closes with "Afișați N rezultate", N being the server count', async () => {
    stubCountingApi();
    await renderWithApp(page, { route: '/vehicles' });
    await screen.findByText('25 de vehicule găsite');
    fireEvent.click(screen.getByRole('button', { name: 'Filtre' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filtre' });
    expect(within(drawer).getByRole('button', { name: 'Afișați 25 de rezultate' })).toBeTruthy();

    await chooseInDrawer(drawer, 'Categorie', 'Break');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/vehicles?category=wagon'));
    // Still open, counting the new choice.
    expect(await within(drawer).findByRole('button', { name: 'Afișați 2 rezultate' })).toBeTruthy();
    await chooseInDrawer(drawer, 'Sortați după', 'Se încheie curând');
    expect(screen.getByRole('dialog', { name: 'Filtre' })).toBe(drawer);

    fireEvent.click(await within(drawer).findByRole('button', { name: 'Afișați 2 rezultate' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filtre' })).toBeNull());
    expect(screen.getByText('2 vehicule găsite')).toBeTruthy();
  }, 20_000);

  it('says "Show N results" in English', async () => {
    stubCountingApi();
    await renderWithApp(page, { language: 'en', route: '/vehicles?category=wagon' });
    await screen.findByText('2 vehicles found');
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    expect(within(drawer).getByRole('button', { name: 'Show 2 results' })).toBeTruthy();
  });
});
