import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../test/fetch-stub';
import { renderWithApp } from '../../../test/render';
import { clearToasts } from '../../../test/test-helpers';
import { buildVehicleDto } from '../../../test/vehicle-dto';
import { makeUser } from '../../features/dashboard/testing/dashboard-fixtures';
import { BrowseRoute } from './browse-route';
import { AdvancedSearchRoute } from './advanced-search-route';

afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

/** A signed-in user browsing 30 matching vehicles; POST /api/saved-searches answers as the server would. */
function stubApi() {
  return stubFetch((call) => {
    if (call.path === '/api/auth/user') return { body: makeUser() };
    if (call.path.startsWith('/api/vehicles')) {
      const items = Array.from({ length: 12 }, (_, index) => buildVehicleDto(index + 1));
      return { body: items, headers: { 'X-Total-Count': '30' } };
    }
    if (call.path === '/api/saved-searches' && call.method === 'GET') return { body: [] };
    if (call.path === '/api/saved-searches' && call.method === 'POST') {
      const body = call.body as { name: string; query: string; alert: string };
      return {
        status: 201,
        body: {
          ...body,
          id: '0b9a8f2e-3333-4c4c-8d8d-444444444444',
          matchCount: 30,
          createdAt: '2026-11-28T10:00:00.000Z',
        },
      };
    }
    return undefined;
  });
}

const routes = (
  <Routes>
    <Route path="/vehicles" element={<BrowseRoute />} />
    <Route path="/advanced-search" element={<AdvancedSearchRoute />} />
  </Routes>
);

describe('the save button on the search pages', () => {
  it('saves the browse page’s filters and order, never its page', async () => {
    const { calls } = stubApi();
    await renderWithApp(routes, { route: '/vehicles?make=Dacia&maxPrice=15000&sort=price-low&page=2' });
    fireEvent.click(await screen.findByRole('button', { name: 'Salvați căutarea' }));
    const dialog = await screen.findByRole('dialog', { name: 'Salvați căutarea' });
    expect((within(dialog).getByRole('textbox', { name: /Nume/ }) as HTMLInputElement).value).toBe(
      'Dacia, până la 15.000 €',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvați' }));
    await screen.findByRole('link', { name: /^Căutare salvată/ });
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({
      name: 'Dacia, până la 15.000 €',
      query: 'make=Dacia&maxPrice=15000&sort=price-low',
      alert: 'daily',
    });
  });

  it('is on the advanced search too', async () => {
    const { calls } = stubApi();
    await renderWithApp(routes, { route: '/advanced-search?fuelType=diesel&minYear=2018', language: 'en' });
    fireEvent.click(await screen.findByRole('button', { name: 'Save search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save search' });
    expect((within(dialog).getByRole('textbox', { name: /Name/ }) as HTMLInputElement).value).toBe('from 2018, Diesel');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ query: 'fuelType=diesel&minYear=2018' });
  });
});
