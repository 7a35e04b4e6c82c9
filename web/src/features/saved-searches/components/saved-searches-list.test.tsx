import type { SavedSearchDto } from '@autolicit/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../../test/fetch-stub';
import { renderWithApp } from '../../../../test/render';
import { clearToasts } from '../../../../test/test-helpers';
import { SavedSearchesList } from './saved-searches-list';

const LOGAN: SavedSearchDto = {
  id: '0b9a8f2e-3333-4c4c-8d8d-444444444444',
  name: 'Logan ieftin',
  query: 'make=Dacia&model=Logan&maxPrice=15000.00&fuelType=diesel',
  alert: 'daily',
  matchCount: 12,
  createdAt: '2026-11-28T10:00:00.000Z',
};
const SUV: SavedSearchDto = {
  id: '1c0b9f3f-5555-4d5d-9e9e-666666666666',
  name: 'SUV-uri',
  query: 'category=suv&minYear=2020',
  alert: 'instant',
  matchCount: 1,
  createdAt: '2026-11-27T10:00:00.000Z',
};
const ANY: SavedSearchDto = {
  id: '2d1c0a4a-7777-4e6e-8f8f-888888888888',
  name: 'Toate',
  query: '',
  alert: 'off',
  matchCount: 20,
  createdAt: '2026-11-26T10:00:00.000Z',
};

/** The saved-searches API over an in-memory list, as the server would keep it. */
function stubSavedSearches(initial: SavedSearchDto[], failPatch = false) {
  let list = structuredClone(initial);
  const stub = stubFetch((call) => {
    if (call.path === '/api/saved-searches' && call.method === 'GET') return { body: list };
    const id = /^\/api\/saved-searches\/(.+)$/.exec(call.path)?.[1];
    const search = list.find((entry) => entry.id === id);
    if (!search) return undefined;
    if (call.method === 'PATCH') {
      if (failPatch) return { status: 503, body: { message: 'Service temporarily unavailable' } };
      Object.assign(search, call.body);
      return { body: search };
    }
    if (call.method === 'DELETE') {
      list = list.filter((entry) => entry !== search);
      return { status: 204 };
    }
    return undefined;
  });
  return { ...stub, current: () => list };
}

afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

const rows = () => screen.getAllByTestId('saved-search-row');

describe('SavedSearchesList', () => {
  it('lists each search with its filters in words, its match count and its link (Romanian)', async () => {
    stubSavedSearches([LOGAN, SUV, ANY]);
    await renderWithApp(<SavedSearchesList />, { route: '/dashboard?tab=saved-searches' });
    await screen.findByRole('list', { name: 'Căutările dvs. salvate' });
    expect(rows()).toHaveLength(3);

    const [logan, suv, any] = rows();
    expect(within(logan!).getByRole('heading', { name: 'Logan ieftin' })).toBeTruthy();
    expect(within(logan!).getByTestId('saved-search-count').textContent).toBe('12 anunțuri');
    expect(logan!.textContent).toContain('Dacia Logan · până la 15.000 € · Motorină');
    expect(
      within(logan!).getByRole('link', { name: 'Vedeți anunțurile pentru „Logan ieftin”' }).getAttribute('href'),
    ).toBe(`/vehicles?${LOGAN.query}`);
    expect(
      (within(logan!).getByRole('combobox', { name: 'Alerte pentru „Logan ieftin”' }) as HTMLSelectElement).value,
    ).toBe('daily');

    expect(within(suv!).getByTestId('saved-search-count').textContent).toBe('1 anunț');
    expect(suv!.textContent).toContain('SUV · din 2020');
    expect(within(any!).getByTestId('saved-search-count').textContent).toBe('20 de anunțuri');
    expect(any!.textContent).toContain('Toate vehiculele');
    expect(
      within(any!)
        .getByRole('link', { name: /Vedeți anunțurile/ })
        .getAttribute('href'),
    ).toBe('/vehicles');
    expect(screen.getByText('Căutări salvate: 3 din 20')).toBeTruthy();
  });

  it('changes a search’s alerts on the server and shows its answer', async () => {
    const { calls, current } = stubSavedSearches([LOGAN]);
    await renderWithApp(<SavedSearchesList />);
    const alert = (await screen.findByRole('combobox', { name: 'Alerte pentru „Logan ieftin”' })) as HTMLSelectElement;
    fireEvent.change(alert, { target: { value: 'off' } });

    await waitFor(() => expect(current()[0]!.alert).toBe('off'));
    expect(calls).toContainEqual({ method: 'PATCH', path: `/api/saved-searches/${LOGAN.id}`, body: { alert: 'off' } });
    await waitFor(() => expect(alert.value).toBe('off'));
    expect(alert.disabled).toBe(false);
  });

  it('keeps the alerts as the server has them and says why when the change fails (English)', async () => {
    stubSavedSearches([LOGAN], true);
    await renderWithApp(<SavedSearchesList />, { language: 'en' });
    const alert = (await screen.findByRole('combobox', { name: 'Alerts for “Logan ieftin”' })) as HTMLSelectElement;
    expect([...alert.options].map((option) => option.text)).toEqual([
      'Instantly',
      'Daily (e-mail at 8:00)',
      'No alerts',
    ]);
    fireEvent.change(alert, { target: { value: 'instant' } });
    expect(await screen.findByText('The change was not saved: Service temporarily unavailable')).toBeTruthy();
    expect(alert.value).toBe('daily');
    expect(screen.getByTestId('saved-search-count').textContent).toBe('12 listings');
  });

  it('deletes a search only after the confirmation, and shows the empty state after the last one', async () => {
    const { calls } = stubSavedSearches([LOGAN]);
    await renderWithApp(<SavedSearchesList />);
    fireEvent.click(await screen.findByRole('button', { name: 'Ștergeți „Logan ieftin”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ștergeți căutarea salvată?' });
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Renunțați' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(rows()).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Ștergeți „Logan ieftin”' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ștergeți' }));
    expect(await screen.findByText('Nu aveți încă nicio căutare salvată')).toBeTruthy();
    expect(calls).toContainEqual({ method: 'DELETE', path: `/api/saved-searches/${LOGAN.id}`, body: undefined });
    expect(screen.queryAllByTestId('saved-search-row')).toHaveLength(0);
  });

  it('renames a search, refusing an empty name', async () => {
    const { calls, current } = stubSavedSearches([LOGAN]);
    await renderWithApp(<SavedSearchesList />, { language: 'en' });
    fireEvent.click(await screen.findByRole('button', { name: 'Rename “Logan ieftin”' }));
    const input = screen.getByRole('textbox', { name: 'New name' });
    fireEvent.change(input, { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The name must have 1 to 60 characters')).toBeTruthy();
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);

    fireEvent.change(input, { target: { value: 'Diesel Logan' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Diesel Logan' })).toBeTruthy();
    expect(current()[0]!.name).toBe('Diesel Logan');
  });
});
