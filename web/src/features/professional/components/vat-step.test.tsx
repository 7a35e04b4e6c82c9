import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../../test/fetch-stub';
import {
  chooseOption,
  clearToasts,
  clickButton,
  getDescription,
  expectFieldError,
  expectToast,
  finishVatCheck,
  openProfessionalModal,
  getSelectedOption,
  getStepHeading,
  getToasts,
  typeInto,
  getInputValue,
  getVatCheckStatus,
} from './test-helpers';

vi.mock('../../../lib/reload-page', () => ({ reloadPage: vi.fn() }));

const signedOut = { status: 401, body: { message: 'Unauthorized: please sign in', messageKey: 'errors.unauthorized' } };

/** Only the current-user probe may call the server: the VAT check is simulated on the client (§7). */
function stubSignedOut() {
  return stubFetch((call) => (call.path === '/api/auth/user' ? signedOut : undefined));
}

beforeEach(() => clearToasts());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('VAT step: the simulated 1 s check', () => {
  it('answers after exactly 1 s, and refuses a German number without 9 digits', async () => {
    const { calls } = stubSignedOut();
    await openProfessionalModal('en');
    expect(getStepHeading()).toBe('Step 1 of 4: VAT check');
    chooseOption(/^Country/, 'Germany');
    typeInto(/^VAT number/, 'DE12345678');
    expect(getDescription(screen.getByLabelText(/^VAT number/))).toContain('e.g. DE123456789');
    vi.useFakeTimers();

    clickButton('Verify VAT number');
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(getVatCheckStatus()).toBe('Checking your VAT number...');
    expect(screen.getByRole('button', { name: 'Verifying...' }).hasAttribute('disabled')).toBe(true);

    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(getToasts()).toEqual([]);
    expect(getVatCheckStatus()).toBe('Checking your VAT number...');

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(getToasts()).toHaveLength(1);
    expect(getToasts()[0]).toContain('VAT Validation Failed');
    expect(getToasts()[0]).toContain('Please check your VAT number and try again');
    const vatInput = screen.getByLabelText(/^VAT number/);
    expect(getDescription(vatInput)).toContain('VAT Validation Failed - Please check your VAT number and try again');
    expect(vatInput.getAttribute('aria-invalid')).toBe('true');
    expect(getVatCheckStatus()).toBe('');
    expect(getStepHeading()).toBe('Step 1 of 4: VAT check');
    expect(calls.filter((call) => call.path !== '/api/auth/user')).toEqual([]);
  });

  it('says "VAT Validation Failed" in Romanian for a Romanian number of more than 10 digits', async () => {
    stubSignedOut();
    await openProfessionalModal('ro');
    expect(getStepHeading()).toBe('Pasul 1 din 4: Verificare TVA');
    chooseOption(/^Țara/, 'România');
    typeInto(/^Cod de TVA/, 'RO12345678901');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    clickButton('Verificați codul de TVA');
    await finishVatCheck();
    await expectToast('Validarea TVA a eșuat', 'Verificați codul de TVA și încercați din nou');
    await expectFieldError(/^Cod de TVA/, 'Validarea TVA a eșuat - Verificați codul de TVA și încercați din nou');
    expect(getStepHeading()).toBe('Pasul 1 din 4: Verificare TVA');
  });

  it.each([
    ['Germany', 'DE1234567890'],
    ['Austria', 'AT12345678'],
    ['Greece', 'GR123456789'],
    ['Netherlands', 'NL123456789'],
    ['Romania', 'DE123456789'],
    ['United Kingdom', 'GB1234567'],
  ])('refuses the format of %s for %s', async (country, vatNumber) => {
    stubSignedOut();
    await openProfessionalModal('en');
    chooseOption(/^Country/, country);
    typeInto(/^VAT number/, vatNumber);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    clickButton('Verify VAT number');
    await finishVatCheck();
    await expectToast('VAT Validation Failed', 'Please check your VAT number and try again');
    expect(getStepHeading()).toBe('Step 1 of 4: VAT check');
  });

  it.each([
    ['Germany', 'DE123456789'],
    ['Austria', 'ATU12345678'],
    ['Greece', 'EL123456789'],
    ['Netherlands', 'NL123456789B01'],
    ['Romania', 'RO 1234 5678'],
    ['France', '12345678901'],
  ])('accepts a well-formed number of %s (%s) and moves to step 2', async (country, vatNumber) => {
    stubSignedOut();
    await openProfessionalModal('en');
    chooseOption(/^Country/, country);
    typeInto(/^VAT number/, vatNumber);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    clickButton('Verify VAT number');
    await finishVatCheck();
    await waitFor(() => expect(getStepHeading()).toBe('Step 2 of 4: Company details'));
    expect(getToasts()).toEqual([]);
  });
});

describe('VAT step: field rules before the check', () => {
  it('asks for the country and 8 characters, in Romanian, without starting the check', async () => {
    stubSignedOut();
    await openProfessionalModal('ro');
    typeInto(/^Cod de TVA/, 'RO1234');
    clickButton('Verificați codul de TVA');
    await expectFieldError(/^Cod de TVA/, 'Codul de TVA trebuie să aibă cel puțin 8 caractere');
    await waitFor(() =>
      expect(getDescription(screen.getByRole('combobox', { name: /^Țara/ }))).toContain('Selectați țara'),
    );
    await expectToast('Eroare de validare', 'Selectați țara');
    expect(getVatCheckStatus()).toBe('');
  });

  it('refuses more than 15 characters, in English', async () => {
    stubSignedOut();
    await openProfessionalModal('en');
    chooseOption(/^Country/, 'Romania');
    typeInto(/^VAT number/, 'RO1234567890123456');
    clickButton('Verify VAT number');
    await expectFieldError(/^VAT number/, 'VAT number too long');
    await expectToast('Validation Error', 'VAT number too long');
    expect(getVatCheckStatus()).toBe('');
  });

  it('does not check an unchanged, already verified number again after Back', async () => {
    stubSignedOut();
    await openProfessionalModal('en');
    chooseOption(/^Country/, 'Romania');
    typeInto(/^VAT number/, 'RO12345674');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    clickButton('Verify VAT number');
    await finishVatCheck();
    await waitFor(() => expect(getStepHeading()).toBe('Step 2 of 4: Company details'));

    clickButton('Back');
    await waitFor(() => expect(getStepHeading()).toBe('Step 1 of 4: VAT check'));
    expect(getSelectedOption(/^Country/)).toBe('Romania');
    expect(getInputValue(/^VAT number/)).toBe('RO12345674');
    clickButton('Verify VAT number');
    await waitFor(() => expect(getStepHeading()).toBe('Step 2 of 4: Company details'));
    expect(screen.queryByText('Checking your VAT number...')).toBeNull();
  });
});
