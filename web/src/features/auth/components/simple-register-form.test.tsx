import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../../test/render';
import { reloadPage } from '../lib/reload-page';
import { SimpleRegisterForm } from './simple-register-form';
import { clearToasts, clickButton, expectFieldError, expectToast, onlyCall, signedInUser, stubFetch, typeInto } from './test-helpers';

vi.mock('../lib/reload-page', () => ({ reloadPage: vi.fn() }));

beforeEach(() => clearToasts());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const noop = () => {};

describe('SimpleRegisterForm', () => {
  it('checks names, email and a 6-character password, in English', async () => {
    const fetchMock = stubFetch(200, {});
    await renderWithApp(<SimpleRegisterForm onContinueFullRegistration={noop} />, { language: 'en' });
    typeInto(/^Email/, 'not-an-email');
    typeInto(/^Password/, '12345');
    clickButton('Register');
    await expectFieldError(/^Password/, 'Password must be at least 6 characters');
    await expectFieldError(/^First name/, 'First name is required');
    await expectFieldError(/^Last name/, 'Last name is required');
    await expectFieldError(/^Email/, 'Invalid email address');
    // The toast names the first problem on screen.
    await expectToast('Validation Error', 'First name is required');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('checks the same rules in Romanian', async () => {
    stubFetch(200, {});
    await renderWithApp(<SimpleRegisterForm onContinueFullRegistration={noop} />);
    typeInto(/^Prenume/, 'Ana');
    typeInto(/^Nume/, 'Pop');
    typeInto(/^E-mail/, 'ana@example.com');
    typeInto(/^Parolă/, '12345');
    clickButton('Înregistrare');
    await expectFieldError(/^Parolă/, 'Parola trebuie să aibă cel puțin 6 caractere');
    await expectToast('Eroare de validare', 'Parola trebuie să aibă cel puțin 6 caractere');
  });

  it('posts the short registration with the chosen entity type and signs in', async () => {
    const fetchMock = stubFetch(201, { success: true, message: 'Account created successfully', user: signedInUser });
    const onSuccess = vi.fn();
    await renderWithApp(<SimpleRegisterForm onContinueFullRegistration={noop} onSuccess={onSuccess} />, { language: 'en' });
    typeInto(/^First name/, ' Ana ');
    typeInto(/^Last name/, 'Pop');
    typeInto(/^Email/, 'Ana@Example.com');
    typeInto(/^Password/, 'secret');
    fireEvent.click(screen.getByLabelText('Company'));
    clickButton('Register');
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(onlyCall(fetchMock)).toEqual({
      path: '/api/auth/register',
      method: 'POST',
      body: { firstName: 'Ana', lastName: 'Pop', email: 'ana@example.com', password: 'secret', entityType: 'company' },
    });
    await expectToast('Account created successfully', 'You are now signed in.');
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1), { timeout: 1000 });
  });

  it('puts a server message about one of its fields on that field', async () => {
    stubFetch(400, { message: 'Password must be at least 8 characters', code: 'VALIDATION', messageKey: 'password.min', field: 'password' });
    await renderWithApp(<SimpleRegisterForm onContinueFullRegistration={noop} />);
    typeInto(/^Prenume/, 'Ana');
    typeInto(/^Nume/, 'Pop');
    typeInto(/^E-mail/, 'ana@example.com');
    typeInto(/^Parolă/, 'secret');
    clickButton('Înregistrare');
    await expectToast('Înregistrare eșuată', 'Parola trebuie să aibă cel puțin 8 caractere');
    await expectFieldError(/^Parolă/, 'Parola trebuie să aibă cel puțin 8 caractere');
  });

  it('offers the full registration when the server wants the entity details, carrying over all but the password', async () => {
    stubFetch(400, {
      message: 'Please fill in all required fields for the selected entity type',
      code: 'VALIDATION',
      messageKey: 'auth.entityFieldsRequired',
      field: 'cnp',
    });
    const onContinue = vi.fn();
    await renderWithApp(<SimpleRegisterForm onContinueFullRegistration={onContinue} />, { language: 'en' });
    typeInto(/^First name/, 'Ana');
    typeInto(/^Last name/, 'Pop');
    typeInto(/^Email/, 'ana@example.com');
    typeInto(/^Password/, 'Tramvai-Verde-77');
    clickButton('Register');
    await expectToast('Registration Failed', 'Please fill in all required fields for the selected entity type');
    fireEvent.click(await screen.findByRole('button', { name: 'Continue to full registration' }));
    expect(onContinue).toHaveBeenCalledWith({ email: 'ana@example.com', firstName: 'Ana', lastName: 'Pop', entityType: 'individual' });
    expect(reloadPage).not.toHaveBeenCalled();
  });
});
