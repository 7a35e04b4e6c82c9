import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../../test/render';
import { reloadPage } from '../../../lib/reload-page';
import { FullRegisterForm } from './full-register-form';
import {
  clearToasts,
  clickButton,
  descriptionOf,
  expectFieldError,
  expectToast,
  onlyCall,
  signedInUser,
  stubFetch,
  typeInto,
} from '../../../../test/test-helpers';

vi.mock('../../../lib/reload-page', () => ({ reloadPage: vi.fn() }));

beforeEach(() => clearToasts());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

/** A CNP with a correct check digit. */
const VALID_CNP = '1960529460055';

function fillCommonFieldsInEnglish(overrides: { password?: string; confirm?: string } = {}) {
  typeInto(/^First name/, 'Ana');
  typeInto(/^Last name/, 'Pop');
  typeInto(/^Email/, 'Ana@Example.com');
  typeInto(/^Password/, overrides.password ?? 'Tramvai-Verde-77');
  typeInto(/^Confirm password/, overrides.confirm ?? 'Tramvai-Verde-77');
}

function fillCommonFieldsInRomanian() {
  typeInto(/^Prenume/, 'Ana');
  typeInto(/^Nume\b/, 'Pop');
  typeInto(/^E-mail/, 'ana@example.com');
  typeInto(/^Parolă/, 'Tramvai-Verde-77');
  typeInto(/^Confirmați parola/, 'Tramvai-Verde-77');
}

async function expectGroupError(message: string) {
  await waitFor(() => expect(descriptionOf(screen.getByRole('radiogroup'))).toContain(message));
}

describe('FullRegisterForm validation', () => {
  it('requires the entity type before showing its fields, in English', async () => {
    const fetchMock = stubFetch(200, {});
    await renderWithApp(<FullRegisterForm />, { language: 'en' });
    expect(screen.queryByLabelText(/CNP/)).toBeNull();
    expect(screen.queryByLabelText(/CUI/)).toBeNull();
    fillCommonFieldsInEnglish();
    clickButton('Create account');
    await expectGroupError('Please select entity type');
    await expectToast('Validation Error', 'Please select entity type');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('requires the entity type, in Romanian', async () => {
    stubFetch(200, {});
    await renderWithApp(<FullRegisterForm />);
    fillCommonFieldsInRomanian();
    clickButton('Creați contul');
    await expectGroupError('Selectați tipul de entitate');
    await expectToast('Eroare de validare', 'Selectați tipul de entitate');
  });

  it('checks email, the 8-character password and the confirmation', async () => {
    stubFetch(200, {});
    await renderWithApp(<FullRegisterForm />, { language: 'en' });
    fireEvent.click(screen.getByLabelText('Individual (natural person)'));
    typeInto(/^Email/, 'ana@');
    typeInto(/^Password/, 'Tramvai-Verde-77');
    typeInto(/^Confirm password/, 'Parola-124');
    clickButton('Create account');
    await expectFieldError(/^Email/, 'Invalid email address');
    await expectFieldError(/^Confirm password/, "Passwords don't match");
    typeInto(/^Password/, 'short');
    clickButton('Create account');
    await expectFieldError(/^Password/, 'Password must be at least 8 characters');
  });

  it('names a guessable password before submit, as the server would (Romanian)', async () => {
    const fetchMock = stubFetch(200, {});
    await renderWithApp(<FullRegisterForm />);
    fireEvent.click(screen.getByLabelText('Persoană fizică'));
    fillCommonFieldsInRomanian();
    typeInto(/^Parolă/, 'password123');
    typeInto(/^Confirmați parola/, 'password123');
    clickButton('Creați contul');
    await expectFieldError(
      /^Parolă/,
      'Parola este prea ușor de ghicit: evitați cuvintele uzuale, numele, datele și secvențele. Câteva cuvinte fără legătură între ele formează o parolă puternică.',
    );
    expect(fetchMock.mock.calls.filter(([path]) => String(path).startsWith('/api/auth/register'))).toEqual([]);
  });

  it('reports mismatched passwords in Romanian', async () => {
    stubFetch(200, {});
    await renderWithApp(<FullRegisterForm />);
    fireEvent.click(screen.getByLabelText('Persoană fizică'));
    fillCommonFieldsInRomanian();
    typeInto(/^Confirmați parola/, 'Parola-999');
    clickButton('Creați contul');
    await expectFieldError(/^Confirmați parola/, 'Parolele nu coincid');
  });

  it('checks the CNP length for individuals, in both languages', async () => {
    stubFetch(200, {});
    const { unmount } = await renderWithApp(<FullRegisterForm />, { language: 'en' });
    fireEvent.click(screen.getByLabelText('Individual (natural person)'));
    fillCommonFieldsInEnglish();
    typeInto(/CNP/, '123');
    typeInto(/^Address/, 'Str. Lungă 1, Brașov');
    typeInto(/^Phone/, '0722123456');
    clickButton('Create account');
    await expectFieldError(/CNP/, 'CNP must be exactly 13 digits');
    await expectToast('Validation Error', 'CNP must be exactly 13 digits');
    unmount();
    clearToasts();

    await renderWithApp(<FullRegisterForm />);
    fireEvent.click(screen.getByLabelText('Persoană fizică'));
    fillCommonFieldsInRomanian();
    typeInto(/CNP/, '19605294600');
    clickButton('Creați contul');
    await expectFieldError(/CNP/, 'CNP-ul trebuie să aibă exact 13 cifre');
  });

  it('shows the company fields for companies and checks them, with the catch-all for blank ones', async () => {
    stubFetch(200, {});
    await renderWithApp(<FullRegisterForm />, { language: 'en' });
    fireEvent.click(screen.getByLabelText('Individual (natural person)'));
    expect(screen.getByLabelText(/CNP/)).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Company (legal entity)'));
    expect(screen.queryByLabelText(/CNP/)).toBeNull();
    fillCommonFieldsInEnglish();
    typeInto(/^Company name/, 'X');
    typeInto(/CUI/, '1234');
    clickButton('Create account');
    await expectFieldError(/^Company name/, 'Company name must be at least 2 characters');
    await expectFieldError(/CUI/, 'CUI must be at least 8 characters');
    for (const blank of [
      /^Registered office address/,
      /^Company phone/,
      /^Legal representative/,
      /^Trade register number/,
    ]) {
      expect(screen.getByLabelText(blank).getAttribute('aria-invalid')).toBe('true');
    }
    const section = screen.getByRole('group', { name: 'Company details' });
    expect(within(section).getByRole('alert').textContent).toBe(
      'Please fill in all required fields for the selected entity type',
    );
    await expectToast('Validation Error', 'Company name must be at least 2 characters');
  });

  it('gives the catch-all in Romanian when the company fields are blank', async () => {
    stubFetch(200, {});
    await renderWithApp(<FullRegisterForm />);
    fireEvent.click(screen.getByLabelText('Persoană juridică (firmă)'));
    fillCommonFieldsInRomanian();
    clickButton('Creați contul');
    const message = 'Completați toate câmpurile obligatorii pentru tipul de entitate selectat';
    const section = screen.getByRole('group', { name: 'Datele firmei' });
    await waitFor(() => expect(within(section).getByRole('alert').textContent).toBe(message));
    expect(screen.getByLabelText(/^Numele firmei/).getAttribute('aria-invalid')).toBe('true');
    await expectToast('Eroare de validare', message);
  });
});

describe('FullRegisterForm submit', () => {
  it('posts an individual account with only the individual fields', async () => {
    const fetchMock = stubFetch(201, { success: true, message: 'Account created successfully', user: signedInUser });
    const onSuccess = vi.fn();
    await renderWithApp(<FullRegisterForm onSuccess={onSuccess} />, { language: 'en' });
    fireEvent.click(screen.getByLabelText('Company (legal entity)'));
    typeInto(/^Company name/, 'Left over from the other type');
    fireEvent.click(screen.getByLabelText('Individual (natural person)'));
    fillCommonFieldsInEnglish();
    typeInto(/CNP/, VALID_CNP);
    typeInto(/^Address/, ' Str. Lungă 1, Brașov ');
    typeInto(/^Phone/, '0722123456');
    clickButton('Create account');
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(onlyCall(fetchMock)).toEqual({
      path: '/api/auth/register',
      method: 'POST',
      body: {
        email: 'ana@example.com',
        password: 'Tramvai-Verde-77',
        firstName: 'Ana',
        lastName: 'Pop',
        entityType: 'individual',
        cnp: VALID_CNP,
        individualAddress: 'Str. Lungă 1, Brașov',
        individualPhone: '0722123456',
      },
    });
    await expectToast('Account created successfully', 'You are now signed in.');
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
  });

  it('posts a company account with the company fields', async () => {
    const fetchMock = stubFetch(201, { success: true, message: 'Account created successfully', user: signedInUser });
    await renderWithApp(<FullRegisterForm />);
    fireEvent.click(screen.getByLabelText('Persoană juridică (firmă)'));
    fillCommonFieldsInRomanian();
    typeInto(/^Numele firmei/, 'Auto Expert SRL');
    typeInto(/CUI/, 'RO12345674');
    typeInto(/^Adresa sediului/, 'Bd. Unirii 10, București');
    typeInto(/^Telefonul firmei/, '0213123456');
    typeInto(/^Reprezentant legal/, 'Ion Popescu');
    typeInto(/^Număr de înregistrare/, 'J40/1234/2020');
    clickButton('Creați contul');
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(onlyCall(fetchMock).body).toEqual({
      email: 'ana@example.com',
      password: 'Tramvai-Verde-77',
      firstName: 'Ana',
      lastName: 'Pop',
      entityType: 'company',
      companyName: 'Auto Expert SRL',
      cui: 'RO12345674',
      companyAddress: 'Bd. Unirii 10, București',
      companyPhone: '0213123456',
      legalRepresentative: 'Ion Popescu',
      registrationNumber: 'J40/1234/2020',
    });
    await expectToast('Contul a fost creat cu succes', 'Sunteți autentificat.');
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
  });

  it('shows a taken email on the email field', async () => {
    stubFetch(409, {
      message: 'An account with this email already exists',
      code: 'CONFLICT',
      messageKey: 'auth.emailTaken',
      field: 'email',
    });
    await renderWithApp(
      <FullRegisterForm
        prefill={{ email: 'ana@example.com', firstName: 'Ana', lastName: 'Pop', entityType: 'individual' }}
      />,
      {
        language: 'en',
      },
    );
    // The prefill from the simple modal is in place; only the password and the entity fields remain.
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe('ana@example.com');
    expect((screen.getByLabelText('Individual (natural person)') as HTMLInputElement).checked).toBe(true);
    typeInto(/^Password/, 'Tramvai-Verde-77');
    typeInto(/^Confirm password/, 'Tramvai-Verde-77');
    typeInto(/CNP/, VALID_CNP);
    typeInto(/^Address/, 'Str. Lungă 1, Brașov');
    typeInto(/^Phone/, '0722123456');
    clickButton('Create account');
    await expectToast('Registration Failed', 'An account with this email already exists');
    await expectFieldError(/^Email/, 'An account with this email already exists');
    expect(reloadPage).not.toHaveBeenCalled();
  });
});
