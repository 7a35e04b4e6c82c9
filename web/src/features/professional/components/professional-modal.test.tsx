import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../../test/fetch-stub';
import { useShellModals } from '../../../lib/shell-modal-store';
import { ShellModals } from '../../../app/shell/shell-modals';
import { renderWithApp } from '../../../../test/render';
import { reloadPage } from '../../../lib/reload-page';
import {
  chooseOption,
  clearToasts,
  clickButton,
  getCurrentUserText,
  dealer,
  expectFieldError,
  expectToast,
  openProfessionalModal,
  passVatStepInEnglish,
  getSelectedOption,
  getStepHeading,
  getToasts,
  typeInto,
  getInputValue,
} from './test-helpers';

vi.mock('../../../lib/reload-page', () => ({ reloadPage: vi.fn() }));

const signedOut = { status: 401, body: { message: 'Unauthorized: please sign in', messageKey: 'errors.unauthorized' } };

type Answer = { status?: number; body?: unknown };

function stubLogin(answer: Answer) {
  return stubFetch((call) => {
    if (call.path === '/api/auth/user') return signedOut;
    if (call.method === 'POST' && call.path === '/api/auth/login-professional') return answer;
    return undefined;
  });
}

function getDialogTitle(): string {
  const dialog = screen.getByRole('dialog');
  return document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent ?? '';
}

beforeEach(() => clearToasts());
afterEach(() => {
  useShellModals.setState({ open: null });
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('Professional dialog', () => {
  it('opens from the shell on step 1 of the registration, in Romanian by default', async () => {
    stubLogin({});
    useShellModals.getState().openModal('professional');
    await renderWithApp(<ShellModals />);
    const dialog = await screen.findByRole('dialog', { name: 'Înregistrare profesională' });
    expect(getStepHeading()).toBe('Pasul 1 din 4: Verificare TVA');
    expect(within(dialog).getByRole('button', { name: 'Închideți' })).toBeTruthy();
    // Each step's name holds the short label it shows (a screen reader user hears what others see).
    for (const name of [
      'Pasul 1: Verificare TVA',
      'Pasul 2, Firmă: Datele firmei',
      'Pasul 3, Activitate: Tipul activității',
      'Pasul 4, Contact: Date personale',
    ]) {
      expect(within(dialog).getByRole('button', { name })).toBeTruthy();
    }
  });

  it('is full screen on phones', async () => {
    stubLogin({});
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
    await openProfessionalModal('en');
    await waitFor(() =>
      expect(document.querySelector('.mantine-Modal-content')?.getAttribute('data-full-screen')).toBe('true'),
    );
    // On a narrow screen the step list shows numbers only; each step keeps its accessible name.
    expect(screen.getByRole('button', { name: 'Step 2: Company details' })).toBeTruthy();
  });

  it('toggles between registration and login, keeping the registration typed so far', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubLogin({});
    await openProfessionalModal('en');
    expect(getDialogTitle()).toBe('Professional registration');
    await passVatStepInEnglish('Germany', 'DE123456789');
    typeInto(/^Company name/, 'Autohaus Müller GmbH');

    clickButton('Professional login');
    await waitFor(() => expect(getDialogTitle()).toBe('Professional login'));
    expect(screen.getByLabelText(/^Email/)).toBeTruthy();
    expect(screen.getByLabelText(/^Password/)).toBeTruthy();
    expect(screen.queryByLabelText(/^Company name/)).toBeNull();

    clickButton('Register your business');
    await waitFor(() => expect(getDialogTitle()).toBe('Professional registration'));
    expect(getStepHeading()).toBe('Step 2 of 4: Company details');
    expect(getInputValue(/^Company name/)).toBe('Autohaus Müller GmbH');
    clickButton('Back');
    await waitFor(() => expect(getSelectedOption(/^Country/)).toBe('Germany'));
  });
});

describe('Professional login', () => {
  it('checks the fields in Romanian before calling the server', async () => {
    const { calls } = stubLogin({});
    await openProfessionalModal('ro');
    clickButton('Autentificare profesională');
    await waitFor(() => expect(getDialogTitle()).toBe('Autentificare profesională'));
    clickButton('Intrați în cont');
    await expectFieldError(/^E-mail/, 'Introduceți o adresă de e-mail validă');
    await expectFieldError(/^Parolă/, 'Parola este obligatorie');
    await expectToast('Eroare de validare', 'Introduceți o adresă de e-mail validă');
    expect(calls.filter((call) => call.path !== '/api/auth/user')).toEqual([]);
  });

  it('posts email and password, welcomes back, closes and reloads the page 300 ms later', async () => {
    const { calls } = stubLogin({ body: { success: true, message: 'Welcome back', user: dealer } });
    const { onClose } = await openProfessionalModal('en');
    clickButton('Professional login');
    typeInto(/^Email/, ' Maria@AutoImport.ro ');
    typeInto(/^Password/, 'Parola-Sigura-1');
    clickButton('Log in');
    await expectToast('Welcome Back', 'You are now signed in.');
    expect(calls.filter((call) => call.path !== '/api/auth/user')).toEqual([
      {
        method: 'POST',
        path: '/api/auth/login-professional',
        body: { email: 'maria@autoimport.ro', password: 'Parola-Sigura-1' },
      },
    ]);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(getCurrentUserText()).toBe(dealer.email);
    expect(reloadPage).not.toHaveBeenCalled();
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
  });

  it('shows the refusal of an ordinary account in Romanian and stays open', async () => {
    stubLogin({
      status: 403,
      body: {
        message: 'This account is not a professional account',
        code: 'FORBIDDEN',
        messageKey: 'auth.notProfessional',
      },
    });
    const { onClose } = await openProfessionalModal('ro');
    clickButton('Autentificare profesională');
    typeInto(/^E-mail/, 'ana@example.com');
    typeInto(/^Parolă/, 'Parola-123');
    clickButton('Intrați în cont');
    await expectToast('Autentificare eșuată', 'Acest cont nu este un cont profesional');
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(onClose).not.toHaveBeenCalled();
    expect(reloadPage).not.toHaveBeenCalled();
    expect(getToasts()).toHaveLength(1);
  });

  it('shows wrong credentials in English', async () => {
    stubLogin({
      status: 401,
      body: { message: 'Invalid email or password', code: 'UNAUTHORIZED', messageKey: 'auth.invalidCredentials' },
    });
    await openProfessionalModal('en');
    clickButton('Professional login');
    typeInto(/^Email/, 'maria@autoimport.ro');
    typeInto(/^Password/, 'wrong-password');
    clickButton('Log in');
    await expectToast('Login Failed', 'Invalid email or password');
  });
});

describe('Closing', () => {
  it('starts a fresh registration at the next opening', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubLogin({});
    useShellModals.getState().openModal('professional');
    await renderWithApp(<ShellModals />, { language: 'en' });
    await screen.findByRole('dialog');
    await passVatStepInEnglish();
    clickButton('Professional login');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(reloadPage).not.toHaveBeenCalled();

    useShellModals.getState().openModal('professional');
    await screen.findByRole('dialog', { name: 'Professional registration' });
    await waitFor(() => expect(getStepHeading()).toBe('Step 1 of 4: VAT check'));
    expect(getSelectedOption(/^Country/)).toBe('');
    chooseOption(/^Country/, 'Romania');
  });
});
