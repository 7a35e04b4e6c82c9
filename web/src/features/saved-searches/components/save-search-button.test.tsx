import type { SavedSearchDto, UserDto } from '@autolicit/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../../test/fetch-stub';
import { clearToasts, expectToast, signedInUser } from '../../../../test/test-helpers';
import { renderWithApp } from '../../../../test/render';
import { useShellModals } from '../../../lib/shell-modal-store';
import { SaveSearchButton } from './save-search-button';

const QUERY = 'make=Dacia&model=Logan&maxPrice=15000';

function savedDto(overrides: Partial<SavedSearchDto> = {}): SavedSearchDto {
  return {
    id: '0b9a8f2e-3333-4c4c-8d8d-444444444444',
    name: 'Dacia Logan, până la 15.000 €',
    query: 'make=Dacia&model=Logan&maxPrice=15000.00',
    alert: 'daily',
    matchCount: 12,
    createdAt: '2026-11-28T10:00:00.000Z',
    ...overrides,
  };
}

/** The API as a signed-in user (or a visitor) with the given saved searches; POST answers with `create`. */
function stubApi(options: {
  user?: UserDto | null;
  saved?: SavedSearchDto[];
  create?: { status?: number; body: unknown };
}) {
  return stubFetch((call) => {
    if (call.path === '/api/auth/user') {
      return options.user === null
        ? { status: 401, body: { message: 'Not signed in' } }
        : { body: options.user ?? signedInUser };
    }
    if (call.path === '/api/saved-searches' && call.method === 'GET') return { body: options.saved ?? [] };
    if (call.path === '/api/saved-searches' && call.method === 'POST') return options.create;
    return undefined;
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  useShellModals.getState().close();
  sessionStorage.clear();
  clearToasts();
});

async function openForm() {
  fireEvent.click(await screen.findByRole('button', { name: 'Salvați căutarea' }));
  return screen.findByRole('dialog', { name: 'Salvați căutarea' });
}

describe('SaveSearchButton', () => {
  it('offers a name from the filters and daily alerts, and saves the search as named (Romanian)', async () => {
    const { calls } = stubApi({ create: { status: 201, body: savedDto({ name: 'Logan ieftin', alert: 'instant' }) } });
    await renderWithApp(<SaveSearchButton query={QUERY} />, { route: `/vehicles?${QUERY}` });
    const dialog = await openForm();

    const name = within(dialog).getByRole('textbox', { name: /Nume/ }) as HTMLInputElement;
    expect(name.value).toBe('Dacia Logan, până la 15.000 €');
    const alert = within(dialog).getByRole('combobox', { name: 'Alerte' }) as HTMLSelectElement;
    expect(alert.value).toBe('daily');
    expect([...alert.options].map((option) => option.text)).toEqual([
      'Imediat',
      'Zilnic (e-mail la ora 8)',
      'Fără alerte',
    ]);

    fireEvent.change(name, { target: { value: 'Logan ieftin' } });
    fireEvent.change(alert, { target: { value: 'instant' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvați' }));

    await expectToast('Căutare salvată', '„Logan ieftin” se află în panoul de control');
    expect(calls).toContainEqual({
      method: 'POST',
      path: '/api/saved-searches',
      body: { name: 'Logan ieftin', query: QUERY, alert: 'instant' },
    });
    // The button now says the search is saved, and leads to the dashboard's list.
    const saved = await screen.findByRole('link', { name: /^Căutare salvată/ });
    expect(saved.getAttribute('href')).toBe('/dashboard?tab=saved-searches');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says a search saved earlier is saved, whatever the order of its filters, and offers to save another', async () => {
    stubApi({ saved: [savedDto()] });
    const { unmount } = await renderWithApp(<SaveSearchButton query="maxPrice=15000&model=Logan&make=Dacia&page=2" />);
    const saved = await screen.findByRole('link', { name: /^Căutare salvată/ });
    expect(saved.getAttribute('href')).toBe('/dashboard?tab=saved-searches');
    unmount();

    const { calls } = stubApi({ saved: [savedDto()] });
    await renderWithApp(<SaveSearchButton query="make=Dacia&model=Logan&maxPrice=14000" />);
    await waitFor(() => expect(calls.some((call) => call.path === '/api/saved-searches')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('button', { name: 'Salvați căutarea' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^Căutare salvată/ })).toBeNull();
  });

  it('refuses an empty name without asking the server', async () => {
    const { calls } = stubApi({});
    await renderWithApp(<SaveSearchButton query={QUERY} />);
    const dialog = await openForm();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Nume/ }), { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvați' }));

    expect(await within(dialog).findByText('Numele trebuie să aibă între 1 și 60 de caractere')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('shows the server’s refusal in the form and keeps it open (English)', async () => {
    stubApi({ create: { status: 409, body: { message: 'You can save at most 20 searches; delete one first' } } });
    await renderWithApp(<SaveSearchButton query={QUERY} />, { language: 'en' });
    fireEvent.click(await screen.findByRole('button', { name: 'Save search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save search' });
    expect((within(dialog).getByRole('textbox', { name: /Name/ }) as HTMLInputElement).value).toBe(
      'Dacia Logan, up to €15,000',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    const problem = await within(dialog).findByRole('alert');
    expect(problem.textContent).toContain('The search was not saved');
    expect(problem.textContent).toContain('You can save at most 20 searches; delete one first');
    expect(screen.getByRole('button', { name: 'Save search' })).toBeTruthy();
  });

  it('asks a visitor to sign in, then opens the form for that search when they are back', async () => {
    const { calls } = stubApi({ user: null });
    const { unmount } = await renderWithApp(<SaveSearchButton query={QUERY} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Salvați căutarea' }));
    expect(useShellModals.getState().open).toBe('email-login');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.some((call) => call.path === '/api/saved-searches')).toBe(false);
    unmount();

    // Signing in reloads the page: the same search, now signed in.
    stubApi({});
    await renderWithApp(<SaveSearchButton query={QUERY} />);
    expect(await screen.findByRole('dialog', { name: 'Salvați căutarea' })).toBeTruthy();
  });
});
