import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../../test/render';
import { reloadPage } from '../../../lib/reload-page';
import { SimpleRegisterForm } from './simple-register-form';
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

const noop = () => {};

describe('SimpleRegisterForm', () => {
  it("checks the server's rules before sending: a 1-character name and a 6-character password are refused, in English", async () => {
    const fetchMock = stubFetch(200, {});
    await renderWithApp(<SimpleRegisterForm onContinueFullRegistration={noop} />, { language: 'en' });
    // The password's rules are under the field before anything is typed.
    expect(descriptionOf(/^Password/)).toContain('At least 8 characters.');
    typeInto(/^First name/, 'A');
    typeInto(/^Last name/, 'P');
    typeInto(/^Email/, 'not-an-email');
    typeInto(/^Password/, 'secret');
    clickButton('Register');
    // The server's own messages (POST /api/auth/register would answer the same).
    await expectFieldError(/^First name/, 'First name must be at least 2 characters');
    await expectFieldError(/^Last name/, 'Last name must be at least 2 characters');
    await expectFieldError(/^Email/, 'Invalid email address');
    await expectFieldError(/^Password/, 'Password must be at least 8 characters');
    // The toast names the first problem on screen.
    await expectToast('Validation Error', 'First name must be at least 2 characters');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('checks the same rules in Romanian, with the hint under the password', async () => {
    const fetchMock = stubFetch(200, {});
    await renderWithApp(<SimpleRegisterForm onContinueFullRegistration={noop} />);
    expect(descriptionOf(/^Parolă/)).toContain('Cel puțin 8 caractere.');
    typeInto(/^Prenume/, 'A');
    typeInto(/^Nume/, 'Pop');
    typeInto(/^E-mail/, 'ana@example.com');
    typeInto(/^Parolă/, '123456');
    clickButton('Înregistrare');
    await expectFieldError(/^Prenume/, 'Prenumele trebuie să aibă cel puțin 2 caractere');
    await expectFieldError(/^Parolă/, 'Parola trebuie să aibă cel puțin 8 caractere');
    await expectToast('Eroare de validare', 'Prenumele trebuie să aibă cel puțin 2 caractere');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses an 8-character password that is easy to guess, as the server would', async () => {
    const fetchMock = stubFetch(200, {});
    await renderWithApp(<SimpleRegisterForm onContinueFullRegistration={noop} />, { language: 'en' });
    typeInto(/^First name/, 'Ana');
    typeInto(/^Last name/, 'Pop');
    typeInto(/^Email/, 'ana@example.com');
    typeInto(/^Password/, 'password1');
    clickButton('Register');
    await expectFieldError(/^Password/, 'This password is too easy to guess');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the short registration with the chosen entity type and signs in', async () => {
    const fetchMock = stubFetch(201, { success: true, message: 'Account created successfully', user: signedInUser });
    const onSuccess = vi.fn();
    await renderWithApp(<SimpleRegisterForm onContinueFullRegistration={noop} onSuccess={onSuccess} />, {
      language: 'en',
    });
    typeInto(/^First name/, ' Ana ');
    typeInto(/^Last name/, 'Pop');
    typeInto(/^Email/, 'Ana@Example.com');
    typeInto(/^Password/, 'Tramvai-Verde-77');
    fireEvent.click(screen.getByLabelText('Company'));
    clickButton('Register');
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(onlyCall(fetchMock)).toEqual({
      path: '/api/auth/register',
      method: 'POST',
      body: {
        firstName: 'Ana',
        lastName: 'Pop',
        email: 'ana@example.com',
        password: 'Tramvai-Verde-77',
        entityType: 'company',
      },
    });
    await expectToast('Account created successfully', 'You are now signed in.');
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
  });

  it('puts a server message about one of its fields on that field', async () => {
    stubFetch(409, {
      message: 'An account with this email already exists',
      code: 'CONFLICT',
      messageKey: 'auth.emailTaken',
      field: 'email',
    });
    await renderWithApp(<SimpleRegisterForm onContinueFullRegistration={noop} />);
    typeInto(/^Prenume/, 'Ana');
    typeInto(/^Nume/, 'Pop');
    typeInto(/^E-mail/, 'ana@example.com');
    typeInto(/^Parolă/, 'Tramvai-Verde-77');
    clickButton('Înregistrare');
    await expectToast('Înregistrare eșuată', 'Există deja un cont cu această adresă de e-mail');
    await expectFieldError(/^E-mail/, 'Există deja un cont cu această adresă de e-mail');
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
    expect(onContinue).toHaveBeenCalledWith({
      email: 'ana@example.com',
      firstName: 'Ana',
      lastName: 'Pop',
      entityType: 'individual',
    });
    expect(reloadPage).not.toHaveBeenCalled();
  });
});
