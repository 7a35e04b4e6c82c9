import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../../test/render';
import { reloadPage } from '../../../lib/reload-page';
import { LoginForm } from './login-form';
import {
  clearToasts,
  clickButton,
  expectFieldError,
  expectToast,
  onlyCall,
  signedInUser,
  stubFetch,
  stubFetchByPath,
  typeInto,
} from '../../../../test/test-helpers';

vi.mock('../../../lib/reload-page', () => ({ reloadPage: vi.fn() }));

beforeEach(() => clearToasts());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('LoginForm', () => {
  it('asks for a valid email and the password, in Romanian', async () => {
    const fetchMock = stubFetch(200, {});
    await renderWithApp(<LoginForm onForgotPassword={() => {}} />);
    clickButton('Intrați în cont');
    await expectFieldError(/^Parolă/, 'Parola este obligatorie');
    await expectFieldError(/^E-mail/, 'Introduceți o adresă de e-mail validă');
    await expectToast('Eroare de validare', 'Introduceți o adresă de e-mail validă');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for a valid email and the password, in English', async () => {
    stubFetch(200, {});
    await renderWithApp(<LoginForm onForgotPassword={() => {}} />, { language: 'en' });
    typeInto(/^Email/, 'ana@example.com');
    clickButton('Log in');
    await expectFieldError(/^Password/, 'Password is required');
    expect(screen.getByLabelText(/^Email/).getAttribute('aria-invalid')).not.toBe('true');
    await expectToast('Validation Error', 'Password is required');
  });

  it('posts the credentials, greets, and reloads the page 300 ms later', async () => {
    const fetchMock = stubFetch(200, { success: true, message: 'Welcome back', user: signedInUser });
    const onSuccess = vi.fn();
    await renderWithApp(<LoginForm onForgotPassword={() => {}} onSuccess={onSuccess} />, { language: 'en' });
    typeInto(/^Email/, ' Ana@Example.com ');
    typeInto(/^Password/, 'Parola-123');
    clickButton('Log in');
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(onlyCall(fetchMock)).toEqual({
      path: '/api/auth/login',
      method: 'POST',
      body: { email: 'ana@example.com', password: 'Parola-123' },
    });
    await expectToast('Welcome Back', 'You are now signed in.');
    expect(reloadPage).not.toHaveBeenCalled();
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
  });

  it('asks for the second factor after a right password, then signs in with the code (Romanian)', async () => {
    const fetchMock = stubFetchByPath({
      '/api/auth/login': [200, { success: true, mfaRequired: true }],
      '/api/auth/login/mfa': [200, { success: true, message: 'Welcome back', user: signedInUser }],
    });
    const onSuccess = vi.fn();
    await renderWithApp(<LoginForm onForgotPassword={() => {}} onSuccess={onSuccess} />);
    typeInto(/^E-mail/, 'ana@example.com');
    typeInto(/^Parolă/, 'Parola-123');
    clickButton('Intrați în cont');
    await screen.findByText(/Contul dvs. folosește verificarea în doi pași/);
    expect(onSuccess).not.toHaveBeenCalled();
    clickButton('Verificați');
    await expectFieldError(/^Cod de verificare/, 'Introduceți codul de 6 cifre sau un cod de recuperare');
    typeInto(/^Cod de verificare/, '123456');
    clickButton('Verificați');
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(fetchMock.mock.calls.map(([path]) => path)).toEqual(['/api/auth/login', '/api/auth/login/mfa']);
    expect(JSON.parse(String(fetchMock.mock.calls[1]![1]?.body))).toEqual({ code: '123456' });
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
  });

  it('shows a wrong second-factor code on the field', async () => {
    stubFetchByPath({
      '/api/auth/login': [200, { success: true, mfaRequired: true }],
      '/api/auth/login/mfa': [401, { message: 'bad', code: 'UNAUTHORIZED', messageKey: 'mfa.codeInvalid' }],
    });
    await renderWithApp(<LoginForm onForgotPassword={() => {}} />, { language: 'en' });
    typeInto(/^Email/, 'ana@example.com');
    typeInto(/^Password/, 'Parola-123');
    clickButton('Log in');
    await screen.findByLabelText(/^Verification code/);
    typeInto(/^Verification code/, '000000');
    clickButton('Verify');
    await expectFieldError(
      /^Verification code/,
      'The code is not valid. Enter the 6-digit code from your authenticator app, or a recovery code',
    );
  });

  it('shows the server refusal in the chosen language and stays on the page', async () => {
    stubFetch(401, {
      message: 'Invalid email or password',
      code: 'UNAUTHORIZED',
      messageKey: 'auth.invalidCredentials',
    });
    const onSuccess = vi.fn();
    await renderWithApp(<LoginForm onForgotPassword={() => {}} onSuccess={onSuccess} />);
    typeInto(/^E-mail/, 'ana@example.com');
    typeInto(/^Parolă/, 'gresita');
    clickButton('Intrați în cont');
    await expectToast('Autentificare eșuată', 'E-mail sau parolă incorectă');
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(onSuccess).not.toHaveBeenCalled();
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('opens the forgot-password view from its link', async () => {
    const onForgotPassword = vi.fn();
    await renderWithApp(<LoginForm onForgotPassword={onForgotPassword} />, { language: 'en' });
    clickButton('Forgot password?');
    expect(onForgotPassword).toHaveBeenCalledTimes(1);
  });
});
