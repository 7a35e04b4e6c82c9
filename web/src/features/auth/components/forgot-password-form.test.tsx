import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../../test/render';
import { ForgotPasswordForm } from './forgot-password-form';
import {
  clearToasts,
  clickButton,
  expectFieldError,
  expectToast,
  onlyCall,
  stubFetch,
  typeInto,
} from '../../../../test/test-helpers';

beforeEach(() => clearToasts());
afterEach(() => vi.unstubAllGlobals());

describe('ForgotPasswordForm', () => {
  it('asks for a valid email, in English and in Romanian', async () => {
    const fetchMock = stubFetch(200, {});
    const { unmount } = await renderWithApp(<ForgotPasswordForm onBack={() => {}} />, { language: 'en' });
    typeInto(/^Email/, 'ana@');
    clickButton('Send reset link');
    await expectFieldError(/^Email/, 'Please enter a valid email address');
    await expectToast('Validation Error', 'Please enter a valid email address');
    unmount();
    clearToasts();

    await renderWithApp(<ForgotPasswordForm onBack={() => {}} />);
    clickButton('Trimiteți linkul de resetare');
    await expectFieldError(/^E-mail/, 'Introduceți o adresă de e-mail validă');
    await expectToast('Eroare de validare', 'Introduceți o adresă de e-mail validă');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the email and shows the same neutral confirmation whatever the server says', async () => {
    const fetchMock = stubFetch(200, { success: true, message: 'Anything at all' });
    const onBack = vi.fn();
    await renderWithApp(<ForgotPasswordForm onBack={onBack} />, { language: 'en' });
    typeInto(/^Email/, 'Nobody@Example.com');
    clickButton('Send reset link');
    const confirmation = await screen.findByRole('status');
    expect(confirmation.textContent).toContain(
      'If an account with this email exists, a password reset link has been sent.',
    );
    expect(screen.queryByText('Anything at all')).toBeNull();
    expect(onlyCall(fetchMock)).toEqual({
      path: '/api/auth/forgot-password',
      method: 'POST',
      body: { email: 'nobody@example.com' },
    });
    clickButton('Back to login');
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('reports a refused request', async () => {
    stubFetch(429, {
      message: 'Too many requests, please try again in 60 seconds',
      messageKey: 'errors.rateLimited',
      messageParams: { seconds: 60 },
    });
    await renderWithApp(<ForgotPasswordForm onBack={() => {}} />);
    typeInto(/^E-mail/, 'ana@example.com');
    clickButton('Trimiteți linkul de resetare');
    await expectToast('Cererea a eșuat', 'Prea multe cereri, încercați din nou în 60 secunde');
    expect(screen.queryByRole('status')).toBeNull();
  });
});
