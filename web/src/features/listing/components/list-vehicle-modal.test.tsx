import { useQuery } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../../test/fetch-stub';
import { renderWithApp } from '../../../../test/render';
import { handleUnauthorized } from '../../../lib/unauthorized';
import { ListVehicleModal } from './list-vehicle-modal';
import {
  SELLER_ID,
  clearToasts,
  clickButton,
  createdVehicle,
  descriptionOf,
  expectDialogNotice,
  expectFieldError,
  expectToast,
  field,
  fillValidListing,
  makeFile,
  pickFiles,
  stubObjectUrls,
  stubUploads,
  thumbnailNames,
  typeInto,
} from './test-helpers';

// The real one leaves the page after 500 ms, which jsdom cannot do; its toast is tested with it.
vi.mock('../../../lib/unauthorized', () => ({ handleUnauthorized: vi.fn() }));

const nextYear = new Date().getFullYear() + 1;

// The whole dialog renders in jsdom on every step; a busy machine needs more than the 5 s default.
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  clearToasts();
  stubObjectUrls();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  vi.useRealTimers();
});

async function renderModal(language: 'ro' | 'en' = 'en', onClose = vi.fn()) {
  const rendered = await renderWithApp(<ListVehicleModal opened onClose={onClose} />, { language });
  // The dialog puts focus inside itself a moment after opening; a test faster than a user must not
  // have that initial focus land after (and over) the focus the test is about.
  await waitFor(() => expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true));
  return rendered;
}

describe('List Your Vehicle dialog: fields and defaults', () => {
  it('shows every field of spec §2 with the §3 defaults, year and mileage empty', async () => {
    stubFetch(() => undefined);
    await renderModal('en');
    expect(await screen.findByRole('dialog', { name: 'List Your Vehicle' })).toBeTruthy();
    expect(field(/^Make/).value).toBe('');
    expect(field(/^Model/).value).toBe('');
    // Empty, not this year and 0 km: a prefilled new car was published by mistake.
    expect(field(/^Year/).value).toBe('');
    expect(field(/^Mileage/).value).toBe('');
    expect(field(/^Condition/).value).toBe('Good');
    expect(field(/^Transmission/).value).toBe('Manual');
    expect(field(/^Drivetrain/).value).toBe('Rear-wheel drive (RWD)');
    expect(field(/^Starting bid/).value).toBe('0');
    expect((screen.getByLabelText('Standard Auction, 48 hours') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Extended Auction, 4 days') as HTMLInputElement).checked).toBe(false);
    expect((screen.getByLabelText('Individual') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('The vehicle has damage') as HTMLInputElement).checked).toBe(false);
    for (const label of [/^Category/, /^Location/, /^Description/, /^Buy now price/, /^Reserve price/, /^Video link/]) {
      expect(field(label)).toBeTruthy();
    }
    expect(screen.getByRole('button', { name: 'Choose Files' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'List Vehicle' })).toBeTruthy();
    // Company fields belong to business sellers only.
    expect(screen.queryByLabelText(/^Company name/, { selector: 'input' })).toBeNull();
    fireEvent.click(screen.getByLabelText('Business'));
    expect(field(/^Company name/)).toBeTruthy();
    expect(field(/^Company CUI/)).toBeTruthy();
  });

  it('fills the whole screen on a phone', async () => {
    stubFetch(() => undefined);
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }));
    await renderModal('en');
    await waitFor(() =>
      expect(screen.getByRole('dialog', { name: 'List Your Vehicle' }).getAttribute('data-full-screen')).toBe('true'),
    );
  });

  it('caps the VIN input at 17 characters, upper-cased', async () => {
    stubFetch(() => undefined);
    await renderModal('en');
    const vin = field(/^VIN/);
    expect(vin.maxLength).toBe(17);
    typeInto(/^VIN/, 'wvw zzz1kz 6w000001xyz');
    expect(vin.value).toBe('WVWZZZ1KZ6W000001');
    expect(descriptionOf(/^VIN/)).toContain('(17/17)');
  });
});

/** The messages of the "Validation Error" notice, top to bottom. */
function problemList(): string[] {
  return within(screen.getByTestId('listing-form-problems'))
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

describe('List Your Vehicle dialog: validation (spec §5)', () => {
  it('puts each message on its field and lists them all in a "Validation Error" notice inside the dialog, in English', async () => {
    const { fetchMock } = stubFetch(() => undefined);
    const uploads = stubUploads();
    await renderModal('en');
    typeInto(/^Year/, '1899');
    typeInto(/^VIN/, 'ABC123');
    typeInto(/^Starting bid/, '5000');
    typeInto(/^Buy now price/, '5000');
    typeInto(/^Reserve price/, '4000');
    clickButton('List Vehicle');

    await expectFieldError(/^Make/, 'Make is required');
    await expectFieldError(/^Model/, 'Model is required');
    await expectFieldError(/^Year/, `Year must be between 1900 and ${nextYear}`);
    await expectFieldError(/^VIN/, 'VIN must be exactly 17 characters');
    await expectFieldError(/^Buy now price/, 'Buy now price must be higher than starting bid');
    await expectFieldError(/^Reserve price/, 'Reserve price must be higher than starting bid');
    await expectFieldError(/^Mileage/, 'Mileage is required');
    await expectDialogNotice('Validation Error', 'Make is required');
    expect(problemList()).toEqual([
      'Make is required',
      'Model is required',
      `Year must be between 1900 and ${nextYear}`,
      'Mileage is required',
      'VIN must be exactly 17 characters',
      'Buy now price must be higher than starting bid',
      'Reserve price must be higher than starting bid',
    ]);
    // Each one leads to its field.
    fireEvent.click(screen.getByRole('button', { name: 'VIN must be exactly 17 characters' }));
    await waitFor(() => expect(document.activeElement).toBe(field(/^VIN/)));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(uploads).toHaveLength(0);
  });

  it('never covers Cancel / List Vehicle with the notice: it sits in the form, focus goes to the field, the next click lists', async () => {
    const { calls } = stubFetch((call) =>
      call.method === 'POST' ? { status: 201, body: createdVehicle() } : undefined,
    );
    const onClose = vi.fn();
    await renderModal('en', onClose);
    typeInto(/^Model/, 'Duster');
    clickButton('List Vehicle');

    await expectDialogNotice('Validation Error', 'Make is required');
    // Nothing floats over the dialog: the notice is part of the form, above the fields.
    const notice = screen.getByTestId('listing-form-problem');
    expect(notice.closest('form')).toBe(screen.getByRole('button', { name: 'List Vehicle' }).closest('form'));
    expect(notice.compareDocumentPosition(field(/^Make/)) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field(/^Make/)));

    // The notice follows the corrections: it drops each corrected one, then goes.
    typeInto(/^Make/, 'Dacia');
    await waitFor(() => expect(notice.textContent).not.toContain('Make is required'));
    expect(notice.textContent).toContain('VIN must be exactly 17 characters');
    typeInto(/^Year/, '2019');
    typeInto(/^Mileage/, '84000');
    typeInto(/^VIN/, 'uu1hsdadg12345678');
    typeInto(/^Starting bid/, '9500');
    await waitFor(() => expect(screen.queryByTestId('listing-form-problem')).toBeNull());

    clickButton('List Vehicle');
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(calls).toHaveLength(1);
  });

  it('checks the same rules in Romanian', async () => {
    stubFetch(() => undefined);
    await renderModal('ro');
    typeInto(/^Marcă/, 'Dacia');
    typeInto(/^Model/, 'Logan');
    typeInto(/^An\b/, String(nextYear + 1));
    typeInto(/^Serie de șasiu \(VIN\)/, 'UU1HSDADG1234567');
    typeInto(/^Preț de pornire/, '0');
    typeInto(/^Preț „Cumpărați acum”/, '0');
    typeInto(/^Preț de rezervă/, '0');
    clickButton('Publicați anunțul');

    await expectFieldError(/^An\b/, `Anul trebuie să fie între 1900 și ${nextYear}`);
    await expectFieldError(/^Serie de șasiu \(VIN\)/, 'Seria de șasiu (VIN) trebuie să aibă exact 17 caractere');
    await expectFieldError(/^Preț de pornire/, 'Prețul de pornire trebuie să fie de cel puțin 1 €');
    await expectFieldError(
      /^Preț „Cumpărați acum”/,
      'Prețul „Cumpărați acum” trebuie să fie mai mare decât prețul de pornire',
    );
    await expectFieldError(/^Preț de rezervă/, 'Prețul de rezervă trebuie să fie mai mare decât prețul de pornire');
    await expectFieldError(/^Kilometraj/, 'Kilometrajul este obligatoriu');
    await expectDialogNotice('Eroare de validare', `Anul trebuie să fie între 1900 și ${nextYear}`);
    expect(problemList()).toEqual([
      `Anul trebuie să fie între 1900 și ${nextYear}`,
      'Kilometrajul este obligatoriu',
      'Seria de șasiu (VIN) trebuie să aibă exact 17 caractere',
      'Prețul de pornire trebuie să fie de cel puțin 1 €',
      'Prețul „Cumpărați acum” trebuie să fie mai mare decât prețul de pornire',
      'Prețul de rezervă trebuie să fie mai mare decât prețul de pornire',
    ]);
  });

  it('requires the company name and CUI of a business seller, refusing blanks (English)', async () => {
    const { fetchMock } = stubFetch(() => undefined);
    await renderModal('en');
    fillValidListing();
    fireEvent.click(screen.getByLabelText('Business'));
    typeInto(/^Company name/, '   ');
    clickButton('List Vehicle');
    await expectFieldError(/^Company name/, 'Company name is required for business sellers');
    await expectFieldError(/^Company CUI/, 'Company CUI is required for business sellers');
    await expectDialogNotice('Validation Error', 'Company name is required for business sellers');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('requires the company fields in Romanian too', async () => {
    stubFetch(() => undefined);
    await renderModal('ro');
    fireEvent.click(screen.getByLabelText('Persoană juridică (firmă)'));
    typeInto(/^Marcă/, 'Dacia');
    typeInto(/^Model/, 'Duster');
    typeInto(/^An\b/, '2019');
    typeInto(/^Kilometraj/, '84000');
    typeInto(/^Serie de șasiu \(VIN\)/, 'UU1HSDADG12345678');
    typeInto(/^Preț de pornire/, '100');
    typeInto(/^CUI-ul firmei/, 'RO123453');
    clickButton('Publicați anunțul');
    await expectFieldError(/^Numele firmei/, 'Numele firmei este obligatoriu pentru vânzătorii persoane juridice');
    await expectDialogNotice(
      'Eroare de validare',
      'Numele firmei este obligatoriu pentru vânzătorii persoane juridice',
    );
    expect(descriptionOf(/^CUI-ul firmei/)).not.toContain('obligatoriu');
  });

  it('re-translates the messages on screen when the language changes', async () => {
    stubFetch(() => undefined);
    await renderModal('en');
    clickButton('List Vehicle');
    await expectFieldError(/^Make/, 'Make is required');
    const { changeLanguage } = await import('../../../lib/i18n');
    await changeLanguage('ro');
    await expectFieldError(/^Marcă/, 'Marca este obligatorie');
  });
});

describe('List Your Vehicle dialog: submitting', () => {
  it('posts the exact spec §3 body, then toasts, closes, clears and refreshes the lists', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-10T09:00:00.000Z'));
    const listFetches = { vehicles: 0, mine: 0 };
    const { calls } = stubFetch((call) =>
      call.method === 'POST' && call.path === '/api/vehicles' ? { status: 201, body: createdVehicle() } : undefined,
    );
    const onClose = vi.fn();
    function ListsProbe() {
      useQuery({ queryKey: ['vehicles', 'list', {}], queryFn: () => (listFetches.vehicles += 1) });
      useQuery({ queryKey: ['users', SELLER_ID, 'vehicles'], queryFn: () => (listFetches.mine += 1) });
      return null;
    }
    await renderWithApp(
      <>
        <ListsProbe />
        <ListVehicleModal opened onClose={onClose} />
      </>,
      { language: 'en' },
    );
    await waitFor(() => expect(listFetches).toEqual({ vehicles: 1, mine: 1 }));
    fillValidListing();
    clickButton('List Vehicle');

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/api/vehicles',
        body: {
          make: 'Dacia',
          model: 'Duster',
          year: 2019,
          mileage: 84000,
          vin: 'UU1HSDADG12345678',
          condition: 'good',
          transmission: 'manual',
          drivetrain: 'rwd',
          startingBid: '9500.00',
          auctionDays: '2',
          hasDamage: false,
          sellerType: 'individual',
          status: 'active',
          auctionEndTime: '2026-03-12T09:00:00.000Z',
        },
      },
    ]);
    await expectToast('Vehicle listed', 'Your vehicle is now live in the auctions.');
    await waitFor(() => expect(listFetches).toEqual({ vehicles: 2, mine: 2 }));
    expect(field(/^Make/).value).toBe('');
    expect(field(/^VIN/).value).toBe('');
    expect(field(/^Year/).value).toBe('');
    expect(field(/^Mileage/).value).toBe('');
    expect(field(/^Starting bid/).value).toBe('0');
  });

  it('sends every optional field and a 4-day business listing when filled', async () => {
    const { calls } = stubFetch((call) =>
      call.method === 'POST' ? { status: 201, body: createdVehicle() } : undefined,
    );
    await renderModal('en');
    fillValidListing();
    typeInto(/^Mileage/, '123456');
    typeInto(/^Location/, ' Cluj-Napoca ');
    typeInto(/^Description/, 'One owner.');
    typeInto(/^Buy now price/, '15000');
    typeInto(/^Reserve price/, '12000');
    typeInto(/^Video link/, 'https://youtu.be/dQw4w9WgXcQ');
    fireEvent.click(screen.getByLabelText('The vehicle has damage'));
    fireEvent.click(screen.getByLabelText('Extended Auction, 4 days'));
    fireEvent.click(screen.getByLabelText('Business'));
    typeInto(/^Company name/, 'Auto Cluj SRL');
    typeInto(/^Company CUI/, 'ro123453');
    clickButton('List Vehicle');
    await waitFor(() => expect(calls).toHaveLength(1));
    const body = calls[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({
      mileage: 123456,
      location: 'Cluj-Napoca',
      description: 'One owner.',
      buyNowPrice: '15000.00',
      reservePrice: '12000.00',
      youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ',
      hasDamage: true,
      auctionDays: '4',
      sellerType: 'business',
      companyName: 'Auto Cluj SRL',
      companyCui: 'RO123453',
    });
    const days = (Date.parse(body.auctionEndTime as string) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(3.99);
    expect(days).toBeLessThanOrEqual(4);
  });

  it('shows "Creating..." while the listing is being created', async () => {
    let answer: (value: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    await renderModal('en');
    fillValidListing();
    clickButton('List Vehicle');
    const pending = await screen.findByRole('button', { name: 'Creating...' });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
    answer(new Response(JSON.stringify(createdVehicle()), { status: 201 }));
    expect(await screen.findByRole('button', { name: 'List Vehicle' })).toBeTruthy();
  });

  it('hands a 401 to the listing sign-out flow of spec §8', async () => {
    stubFetch(() => ({
      status: 401,
      body: { message: 'Unauthorized: please sign in', messageKey: 'errors.unauthorized' },
    }));
    const onClose = vi.fn();
    await renderModal('en', onClose);
    fillValidListing();
    clickButton('List Vehicle');
    await waitFor(() => expect(handleUnauthorized).toHaveBeenCalledWith('listing'));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows "Error - Failed to create vehicle listing" inside the dialog when the server fails (Romanian)', async () => {
    stubFetch(() => ({ status: 500, body: { message: 'Internal server error', messageKey: 'errors.internal' } }));
    const onClose = vi.fn();
    await renderModal('ro', onClose);
    typeInto(/^Marcă/, 'Dacia');
    typeInto(/^Model/, 'Duster');
    typeInto(/^An\b/, '2019');
    typeInto(/^Kilometraj/, '84000');
    typeInto(/^Serie de șasiu \(VIN\)/, 'UU1HSDADG12345678');
    typeInto(/^Preț de pornire/, '100');
    clickButton('Publicați anunțul');
    await expectDialogNotice('Eroare', 'Anunțul nu a putut fi publicat');
    // The notice may be out of view above the buttons: focus brings it there (and to screen readers).
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('alert', { name: 'Eroare' })));
    expect(onClose).not.toHaveBeenCalled();
    expect(field(/^Marcă/).value).toBe('Dacia');
  });

  it('puts a field the server refused on that field, with its message', async () => {
    stubFetch(() => ({
      status: 400,
      body: {
        message: 'VIN may contain only letters and digits, without I, O or Q',
        code: 'VALIDATION',
        messageKey: 'listing.vinCharacters',
        field: 'vin',
      },
    }));
    await renderModal('en');
    fillValidListing();
    clickButton('List Vehicle');
    await expectDialogNotice('Error', 'VIN may contain only letters and digits, without I, O or Q');
    await expectFieldError(/^VIN/, 'VIN may contain only letters and digits, without I, O or Q');
    await waitFor(() => expect(document.activeElement).toBe(field(/^VIN/)));
  });

  it('keeps the draft when closed with ×, and Cancel discards it', async () => {
    stubFetch(() => undefined);
    stubUploads();
    function Harness() {
      const [opened, setOpened] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setOpened(true)}>
            Reopen
          </button>
          <ListVehicleModal opened={opened} onClose={() => setOpened(false)} />
        </>
      );
    }
    await renderWithApp(<Harness />, { language: 'en' });
    typeInto(/^Make/, 'Dacia');
    pickFiles([makeFile('front.jpg', 'image/jpeg')]);
    await waitFor(() => expect(thumbnailNames()).toEqual(['Photo 1: front.jpg']));

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Reopen' }));
    await waitFor(() => expect(field(/^Make/).value).toBe('Dacia'));
    expect(thumbnailNames()).toEqual(['Photo 1: front.jpg']);

    clickButton('Cancel');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Reopen' }));
    await waitFor(() => expect(field(/^Make/).value).toBe(''));
    expect(thumbnailNames()).toEqual([]);
  });
});
