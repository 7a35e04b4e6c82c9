import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../../test/render';
import { useShellModals } from '../../../lib/shell-modal-store';
import { ShellModals } from '../../../app/shell/shell-modals';
import { clearToasts, clickButton, expectToast, stubFetchByPath, typeInto } from '../../../../test/test-helpers';

vi.mock('../../../lib/reload-page', () => ({ reloadPage: vi.fn() }));

const signedOut: [number, unknown] = [
  401,
  { message: 'Unauthorized: please sign in', messageKey: 'errors.unauthorized' },
];

beforeEach(() => clearToasts());
afterEach(() => {
  useShellModals.setState({ open: null });
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

async function openShellModal(modal: 'email-login' | 'auth' | 'professional', language: 'ro' | 'en' = 'ro') {
  useShellModals.getState().openModal(modal);
  await renderWithApp(<ShellModals />, { language });
}

describe('Email login modal (header "Email Login")', () => {
  it('opens on the Login tab and switches to Register with the keyboard', async () => {
    stubFetchByPath({ '/api/auth/user': signedOut });
    await openShellModal('email-login');
    const dialog = await screen.findByRole('dialog', { name: 'Autentificare cu e-mail' });
    const loginTab = within(dialog).getByRole('tab', { name: 'Autentificare' });
    expect(loginTab.getAttribute('aria-selected')).toBe('true');
    expect(within(dialog).getByRole('button', { name: 'Intrați în cont' })).toBeTruthy();
    fireEvent.keyDown(loginTab, { key: 'ArrowRight' });
    expect(within(dialog).getByRole('tab', { name: 'Înregistrare' }).getAttribute('aria-selected')).toBe('true');
    expect(within(dialog).getByLabelText(/^Prenume/)).toBeTruthy();
    // Only the active tab's form is in the page, so each label names one input.
    expect(within(dialog).getAllByLabelText(/^E-mail/)).toHaveLength(1);
  });

  it('goes to the forgot-password view and back', async () => {
    const fetchMock = stubFetchByPath({
      '/api/auth/user': signedOut,
      '/api/auth/forgot-password': [200, { success: true }],
    });
    await openShellModal('email-login', 'en');
    const dialog = await screen.findByRole('dialog', { name: 'Email Login' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Forgot password?' }));
    expect(within(dialog).getByRole('heading', { name: 'Forgot password' })).toBeTruthy();
    // The dialog itself is labelled "Email Login", so the field is matched whole.
    typeInto(/^Email \*$/, 'ana@example.com');
    clickButton('Send reset link');
    await expectToast(
      'Password reset sent',
      'If an account with this email exists, a password reset link has been sent.',
    );
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/forgot-password',
      expect.objectContaining({ method: 'POST', body: '{"email":"ana@example.com"}' }),
    );
    clickButton('Back to login');
    expect(within(dialog).getByRole('tab', { name: 'Login' }).getAttribute('aria-selected')).toBe('true');
  });

  it('leads to the richer modal through "More options / full registration"', async () => {
    stubFetchByPath({ '/api/auth/user': signedOut });
    await openShellModal('email-login', 'en');
    fireEvent.click(await screen.findByRole('button', { name: 'More options / full registration' }));
    expect(useShellModals.getState().open).toBe('auth');
    const dialog = await screen.findByRole('dialog', { name: 'Your AutoLicit account' });
    expect(within(dialog).getByRole('tab', { name: 'Create account' }).getAttribute('aria-selected')).toBe('true');
    expect(within(dialog).getByRole('radiogroup', { name: /Entity type/ })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Email Login' })).toBeNull());
  });

  it('carries what was typed into the full registration when the server asks for the entity details', async () => {
    stubFetchByPath({
      '/api/auth/user': signedOut,
      '/api/auth/register': [
        400,
        { message: 'x', code: 'VALIDATION', messageKey: 'auth.entityFieldsRequired', field: 'companyName' },
      ],
    });
    await openShellModal('email-login');
    fireEvent.click(await screen.findByRole('tab', { name: 'Înregistrare' }));
    typeInto(/^Prenume/, 'Ana');
    typeInto(/^Nume/, 'Pop');
    typeInto(/^E-mail/, 'ana@example.com');
    typeInto(/^Parolă/, 'Tramvai-Verde-77');
    fireEvent.click(screen.getByLabelText('Firmă'));
    clickButton('Înregistrare');
    fireEvent.click(await screen.findByRole('button', { name: 'Continuați cu înregistrarea completă' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contul dvs. AutoLicit' });
    expect((within(dialog).getByLabelText(/^E-mail/) as HTMLInputElement).value).toBe('ana@example.com');
    expect((within(dialog).getByLabelText(/^Prenume/) as HTMLInputElement).value).toBe('Ana');
    expect((within(dialog).getByLabelText('Persoană juridică (firmă)') as HTMLInputElement).checked).toBe(true);
    expect((within(dialog).getByLabelText(/^Parolă/) as HTMLInputElement).value).toBe('');
    expect(within(dialog).getByLabelText(/^Numele firmei/)).toBeTruthy();
  });

  it('opens the professional wizard, not the email dialog, for the Professional button', async () => {
    stubFetchByPath({ '/api/auth/user': signedOut });
    await openShellModal('professional', 'en');
    const dialog = await screen.findByRole('dialog', { name: 'Professional registration' });
    expect(within(dialog).queryByRole('tab')).toBeNull();
    expect(within(dialog).queryByLabelText(/^Email/)).toBeNull();
  });
});

describe('Richer auth modal', () => {
  it('signs in, and offers the reset request from the sign-in tab', async () => {
    const fetchMock = stubFetchByPath({
      '/api/auth/user': signedOut,
      '/api/auth/forgot-password': [200, { success: true }],
    });
    await openShellModal('auth', 'en');
    const dialog = await screen.findByRole('dialog', { name: 'Your AutoLicit account' });
    expect(within(dialog).getByRole('tab', { name: 'Sign in' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Forgot password?' }));
    typeInto(/^Email/, 'ana@example.com');
    clickButton('Send reset link');
    expect((await within(dialog).findByRole('status')).textContent).toContain('If an account with this email exists');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/forgot-password',
      expect.objectContaining({ body: '{"email":"ana@example.com"}' }),
    );
  });

  it('closes after signing in', async () => {
    stubFetchByPath({
      '/api/auth/user': signedOut,
      '/api/auth/login': [
        200,
        {
          success: true,
          message: 'Welcome back',
          user: { id: 'u1', email: 'ana@example.com', firstName: 'Ana', lastName: 'Pop' },
        },
      ],
    });
    await openShellModal('auth');
    await screen.findByRole('dialog', { name: 'Contul dvs. AutoLicit' });
    typeInto(/^E-mail/, 'ana@example.com');
    typeInto(/^Parolă/, 'Tramvai-Verde-77');
    clickButton('Intrați în cont');
    await expectToast('Bine ați revenit', 'Sunteți autentificat.');
    await waitFor(() => expect(useShellModals.getState().open).toBeNull());
  });
});
