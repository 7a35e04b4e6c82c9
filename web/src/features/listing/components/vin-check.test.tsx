import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../../test/fetch-stub';
import { renderWithApp } from '../../../../test/render';
import { ListVehicleModal } from './list-vehicle-modal';
import { clearToasts, clickButton, expectFieldError, field, stubObjectUrls, typeInto } from './test-helpers';

vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  clearToasts();
  stubObjectUrls();
  stubFetch(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

async function renderModal(language: 'ro' | 'en') {
  await renderWithApp(<ListVehicleModal opened onClose={vi.fn()} />, { language });
  await waitFor(() => expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true));
}

const vinCheck = () => screen.findByTestId('vin-check');

describe('the listing dialog reads the VIN', () => {
  it('says what a full VIN means in Romanian and fills the empty make and year', async () => {
    await renderModal('ro');
    typeInto(/^Serie de șasiu/, 'tmbjj7ne0k0247015');
    expect((await vinCheck()).textContent).toContain('Conform VIN: Škoda, Cehia, an model 2019');
    expect(field(/^Marcă/).value).toBe('Skoda');
    expect(field(/^An/).value).toBe('2019');
    expect(screen.queryByText('Marca și seria de șasiu diferă')).toBeNull();
  });

  it('says nothing before the VIN is complete and never overwrites what the seller chose', async () => {
    await renderModal('en');
    typeInto(/^Make/, 'Volkswagen');
    typeInto(/^Year/, '2018');
    typeInto(/^VIN/, 'WVWZZZ1KZAW12345');
    expect(screen.queryByTestId('vin-check')).toBeNull();
    typeInto(/^VIN/, 'WVWZZZ1KZAW123456');
    expect((await vinCheck()).textContent).toContain('According to the VIN: Volkswagen, Germany, model year 2010');
    expect(field(/^Make/).value).toBe('Volkswagen');
    expect(field(/^Year/).value).toBe('2018');
  });

  it('gives the check-digit verdict of a North American VIN', async () => {
    await renderModal('en');
    typeInto(/^VIN/, '1HGCM82633A004352');
    expect((await vinCheck()).textContent).toContain('The check digit (position 9) is correct.');
    typeInto(/^VIN/, '1HGCM82643A004352');
    await waitFor(async () =>
      expect((await vinCheck()).textContent).toContain('The check digit (position 9) does not match'),
    );
  });

  it('warns, in English and Romanian, when the VIN contradicts the make, naming a shared group', async () => {
    await renderModal('en');
    typeInto(/^Make/, 'BMW');
    typeInto(/^VIN/, 'UU1HSDACN12345678');
    const warning = await screen.findByRole('status', { name: 'Make and VIN differ' });
    expect(warning.textContent).toContain('The VIN was issued to Dacia, but the make chosen is BMW.');
    expect((await vinCheck()).textContent).toContain('According to the VIN: Dacia, Romania');
    typeInto(/^Make/, 'Renault');
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Make and VIN differ' }).textContent).toContain(
        'both belong to Renault–Nissan–Mitsubishi Alliance',
      ),
    );
    typeInto(/^Make/, 'Dacia');
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Make and VIN differ' })).toBeNull());
  });

  it('warns in Romanian on a sister make of the Volkswagen group', async () => {
    await renderModal('ro');
    typeInto(/^Marcă/, 'Skoda');
    typeInto(/^Serie de șasiu/, 'WVWZZZ1KZAW123456');
    const warning = await screen.findByRole('status', { name: 'Marca și seria de șasiu diferă' });
    expect(within(warning).getByText(/aparține producătorului Volkswagen, iar marca aleasă este Škoda/)).toBeTruthy();
    expect(warning.textContent).toContain('Volkswagen Group');
  });

  it.each([
    ['en', /^VIN/, 'List Vehicle', 'VIN never contains I, O or Q (found: O, I)'],
    ['ro', /^Serie de șasiu/, 'Publicați anunțul', 'Seria de șasiu (VIN) nu conține I, O sau Q (găsite: O, I)'],
  ] as const)('names the I, O and Q typed (%s)', async (language, label, submit, message) => {
    await renderModal(language);
    typeInto(label, 'WVWZZZ1KZAWO2345I');
    clickButton(submit);
    await expectFieldError(label, message);
    expect(screen.queryByTestId('vin-check')).toBeNull();
  });
});
