import { createProfessionalRegistrationSchema } from '@autolicit/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../../test/fetch-stub';
import { reloadPage } from '../../../lib/reload-page';
import {
  chooseOption,
  clearToasts,
  clickButton,
  getCurrentUserText,
  dealer,
  getDescription,
  expectFieldError,
  expectToast,
  fillBusinessStepInEnglish,
  fillCompanyStepInEnglish,
  fillPersonalStepInEnglish,
  finishVatCheck,
  goToStep,
  openProfessionalModal,
  passVatStepInEnglish,
  getSelectedOption,
  getStepHeading,
  typeInto,
  getInputValue,
} from './test-helpers';

vi.mock('../../../lib/reload-page', () => ({ reloadPage: vi.fn() }));

const signedOut = { status: 401, body: { message: 'Unauthorized: please sign in', messageKey: 'errors.unauthorized' } };
const registered = {
  status: 201,
  body: { success: true, message: 'Registration successful. Your account is pending verification.', user: dealer },
};

type Answer = { status?: number; body?: unknown };

/** The current-user probe is signed out; the registration call gets `answer`. */
function stubServer(answer: Answer = registered) {
  return stubFetch((call) => {
    if (call.path === '/api/auth/user') return signedOut;
    if (call.method === 'POST' && call.path === '/api/auth/register-professional') return answer;
    return undefined;
  });
}

beforeEach(() => {
  clearToasts();
  // Time runs, so waitFor works, and the 1 s VAT check can still be skipped over.
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

async function reachPersonalStepInEnglish() {
  await passVatStepInEnglish();
  fillCompanyStepInEnglish();
  await goToStep('Step 3 of 4: Business type');
  fillBusinessStepInEnglish();
  await goToStep('Step 4 of 4: Personal details');
}

async function reachPersonalStepInRomanian() {
  chooseOption(/^Țara/, 'România');
  typeInto(/^Cod de TVA/, 'RO12345674');
  clickButton('Verificați codul de TVA');
  await finishVatCheck();
  await waitFor(() => expect(getStepHeading()).toBe('Pasul 2 din 4: Datele firmei'));
  typeInto(/^Numele firmei/, 'Auto Import Premium SRL');
  typeInto(/^Număr de înregistrare/, 'J40/5678/2012');
  typeInto(/^Anul înființării/, '2012');
  typeInto(/^Adresa firmei/, 'Șoseaua Pipera 42, Voluntari');
  typeInto(/^Oraș/, 'Voluntari');
  typeInto(/^Cod poștal/, '077190');
  clickButton('Continuați');
  await waitFor(() => expect(getStepHeading()).toBe('Pasul 3 din 4: Tipul activității'));
  chooseOption(/^Tipul activității/, 'Firmă de leasing');
  chooseOption(/^Volum lunar/, 'Peste 200 de vehicule');
  fireEvent.click(screen.getByLabelText('Europa de Est'));
  typeInto(/^Descrierea activității/, 'Leasing operațional pentru flote de autoturisme.');
  clickButton('Continuați');
  await waitFor(() => expect(getStepHeading()).toBe('Pasul 4 din 4: Date personale'));
}

describe('Company step', () => {
  it('blocks Next with the errors on the step itself and names the first one in a notice', async () => {
    const { calls } = stubServer();
    await openProfessionalModal('en');
    await passVatStepInEnglish();
    clickButton('Next');
    await expectFieldError(/^Company name/, 'Company name is required');
    await expectFieldError(/^Registration number/, 'Registration number is required');
    await expectFieldError(/^Year established/, 'Please enter valid year');
    await expectFieldError(/^Company address/, 'Please enter complete address');
    await expectFieldError(/^City/, 'City is required');
    await expectFieldError(/^Postal code/, 'Postal code is required');
    // Optional fields may stay empty.
    expect(screen.getByLabelText(/^Trading name/).getAttribute('aria-invalid')).not.toBe('true');
    expect(screen.getByLabelText(/^Website/).getAttribute('aria-invalid')).not.toBe('true');
    await expectToast('Validation Error', 'Company name is required');
    expect(getStepHeading()).toBe('Step 2 of 4: Company details');

    fillCompanyStepInEnglish();
    typeInto(/^Website/, 'not a website');
    typeInto(/^Company address/, 'Str. 1');
    clickButton('Next');
    await expectFieldError(/^Website/, 'Please enter valid website URL');
    await expectFieldError(/^Company address/, 'Please enter complete address');
    await expectToast('Validation Error', 'Please enter complete address');
    expect(getStepHeading()).toBe('Step 2 of 4: Company details');
    expect(calls.filter((call) => call.path !== '/api/auth/user')).toEqual([]);
  });

  it('gives the company messages in Romanian', async () => {
    stubServer();
    await openProfessionalModal('ro');
    chooseOption(/^Țara/, 'România');
    typeInto(/^Cod de TVA/, 'RO12345674');
    clickButton('Verificați codul de TVA');
    await finishVatCheck();
    await waitFor(() => expect(getStepHeading()).toBe('Pasul 2 din 4: Datele firmei'));
    typeInto(/^Anul înființării/, '12');
    clickButton('Continuați');
    await expectFieldError(/^Numele firmei/, 'Numele firmei este obligatoriu');
    await expectFieldError(/^Anul înființării/, 'Introduceți un an valid');
    await expectToast('Eroare de validare', 'Numele firmei este obligatoriu');
  });
});

describe('Business step', () => {
  it('asks for the type, at least one market, the volume and a detailed description', async () => {
    stubServer();
    await openProfessionalModal('en');
    await passVatStepInEnglish();
    fillCompanyStepInEnglish();
    await goToStep('Step 3 of 4: Business type');
    typeInto(/^Business description/, 'We sell cars.');
    clickButton('Next');
    await waitFor(() =>
      expect(getDescription(screen.getByRole('combobox', { name: /^Business type/ }))).toContain(
        'Please select your business type',
      ),
    );
    expect(getDescription(screen.getByRole('combobox', { name: /^Monthly volume/ }))).toContain(
      'Please select your monthly volume',
    );
    expect(within(screen.getByRole('dialog')).getByText('Select at least one market')).toBeTruthy();
    await expectFieldError(/^Business description/, 'Please provide detailed business description');
    await expectToast('Validation Error', 'Please select your business type');
    expect(getStepHeading()).toBe('Step 3 of 4: Business type');

    // The errors belong to this step: the step before shows none of them.
    clickButton('Back');
    await waitFor(() => expect(getStepHeading()).toBe('Step 2 of 4: Company details'));
    expect(screen.queryAllByRole('textbox').filter((input) => input.getAttribute('aria-invalid') === 'true')).toEqual(
      [],
    );
  });
});

describe('Back', () => {
  it('moves one step at a time and keeps everything typed, valid or not', async () => {
    stubServer();
    await openProfessionalModal('en');
    await passVatStepInEnglish('Germany', 'DE123456789');
    typeInto(/^Company name/, 'Autohaus Müller GmbH');
    typeInto(/^City/, 'M');

    clickButton('Back');
    await waitFor(() => expect(getStepHeading()).toBe('Step 1 of 4: VAT check'));
    expect(getSelectedOption(/^Country/)).toBe('Germany');
    expect(getInputValue(/^VAT number/)).toBe('DE123456789');

    clickButton('Verify VAT number');
    await waitFor(() => expect(getStepHeading()).toBe('Step 2 of 4: Company details'));
    expect(getInputValue(/^Company name/)).toBe('Autohaus Müller GmbH');
    expect(getInputValue(/^City/)).toBe('M');

    fillCompanyStepInEnglish();
    await goToStep('Step 3 of 4: Business type');
    fillBusinessStepInEnglish();
    await goToStep('Step 4 of 4: Personal details');
    typeInto(/^First name/, 'Maria');

    clickButton('Back');
    await waitFor(() => expect(getStepHeading()).toBe('Step 3 of 4: Business type'));
    expect(getSelectedOption(/^Business type/)).toBe('Car dealer');
    expect(getSelectedOption(/^Monthly volume/)).toBe('11-50 vehicles');
    expect((screen.getByLabelText('Domestic market') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Asia') as HTMLInputElement).checked).toBe(false);
    expect(getInputValue(/^Business description/)).toBe(
      'We import and sell premium used cars from Germany and Austria.',
    );

    clickButton('Back');
    await waitFor(() => expect(getStepHeading()).toBe('Step 2 of 4: Company details'));
    expect(getInputValue(/^Website/)).toBe('www.autoimport.ro');

    await goToStep('Step 3 of 4: Business type');
    await goToStep('Step 4 of 4: Personal details');
    expect(getInputValue(/^First name/)).toBe('Maria');
  });

  it('lets a passed step be reopened from the step list, and moves the focus to the step heading', async () => {
    stubServer();
    await openProfessionalModal('en');
    await passVatStepInEnglish();
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Step 2 of 4: Company details'));
    fillCompanyStepInEnglish();
    await goToStep('Step 3 of 4: Business type');
    fireEvent.click(screen.getByRole('button', { name: 'Step 1: VAT check' }));
    await waitFor(() => expect(getStepHeading()).toBe('Step 1 of 4: VAT check'));
    expect(screen.getByRole('button', { name: 'Step 1: VAT check' }).getAttribute('aria-current')).toBe('step');
    // Steps not reached yet cannot be jumped to.
    fireEvent.click(screen.getByRole('button', { name: 'Step 4, Contact: Personal details' }));
    expect(getStepHeading()).toBe('Step 1 of 4: VAT check');
  });
});

describe('Personal step', () => {
  it('gives every rule of §5 in English, the password confirmation and both agreements included', async () => {
    const { calls } = stubServer();
    await openProfessionalModal('en');
    await reachPersonalStepInEnglish();
    typeInto(/^First name/, 'M');
    typeInto(/^Email/, 'maria@');
    typeInto(/^Phone/, '07212');
    typeInto(/^Password/, 'Parola-Sigura-1');
    typeInto(/^Confirm password/, 'Parola-Sigura-2');
    clickButton('Complete registration');
    await expectFieldError(/^First name/, 'First name must be at least 2 characters');
    await expectFieldError(/^Last name/, 'Last name must be at least 2 characters');
    await expectFieldError(/^Email/, 'Valid email is required');
    await expectFieldError(/^Phone/, 'Valid phone number is required');
    await expectFieldError(/^Position/, 'Position/title is required');
    await expectFieldError(/^Confirm password/, "Passwords don't match");
    await expectFieldError(/terms and conditions/, 'You must agree to terms and conditions');
    await expectFieldError(/privacy policy/, 'You must agree to privacy policy');
    await expectToast('Validation Error', 'First name must be at least 2 characters');

    typeInto(/^Password/, 'short');
    typeInto(/^Confirm password/, '');
    clickButton('Complete registration');
    await expectFieldError(/^Password/, 'Password must be at least 8 characters');
    await expectFieldError(/^Confirm password/, 'Please confirm your password');
    expect(getStepHeading()).toBe('Step 4 of 4: Personal details');
    expect(calls.filter((call) => call.path !== '/api/auth/user')).toEqual([]);
  });

  it('gives the messages in Romanian, then registers', async () => {
    const { calls } = stubServer();
    await openProfessionalModal('ro');
    await reachPersonalStepInRomanian();
    typeInto(/^Prenume/, 'Maria');
    typeInto(/^Nume\b/, 'Ionescu');
    typeInto(/^E-mail/, 'maria@autoimport.ro');
    typeInto(/^Telefon/, '0721234567');
    typeInto(/^Funcția/, 'Administrator');
    typeInto(/^Parolă/, 'Parola-Sigura-1');
    typeInto(/^Confirmați parola/, 'Parola-Sigura-9');
    clickButton('Finalizați înregistrarea');
    await expectFieldError(/^Confirmați parola/, 'Parolele nu coincid');
    await expectFieldError(/termenii și condițiile/, 'Trebuie să acceptați termenii și condițiile');
    await expectFieldError(/politica de confidențialitate/, 'Trebuie să acceptați politica de confidențialitate');
    await expectToast('Eroare de validare', 'Parolele nu coincid');

    typeInto(/^Confirmați parola/, '');
    clickButton('Finalizați înregistrarea');
    await expectFieldError(/^Confirmați parola/, 'Confirmați parola');

    typeInto(/^Confirmați parola/, 'Parola-Sigura-1');
    fireEvent.click(screen.getByLabelText(/termenii și condițiile/));
    fireEvent.click(screen.getByLabelText(/politica de confidențialitate/));
    clickButton('Finalizați înregistrarea');
    await expectToast('Înregistrare reușită', 'Contul dvs. așteaptă verificarea.');
    expect(await screen.findByRole('heading', { name: 'Înregistrare reușită' })).toBeTruthy();
    expect(screen.getByText(/așteaptă verificarea\. Echipa noastră/)).toBeTruthy();
    const request = calls.find((call) => call.path === '/api/auth/register-professional');
    expect(request?.body).toMatchObject({
      country: 'RO',
      businessType: 'leasing',
      primaryMarkets: ['Eastern Europe'],
      monthlyVolume: '200+',
      tradingName: null,
      website: null,
    });
  });
});

describe('Final submit', () => {
  it('posts every field of the four steps as the server expects, then says the account awaits verification', async () => {
    const { calls } = stubServer();
    const { onClose } = await openProfessionalModal('en');
    await waitFor(() => expect(getCurrentUserText()).toBe('signed out'));
    await reachPersonalStepInEnglish();
    fillPersonalStepInEnglish();
    clickButton('Complete registration');

    await expectToast('Registration Successful', 'Your account is pending verification.');
    const posts = calls.filter((call) => call.path !== '/api/auth/user');
    expect(posts).toHaveLength(1);
    expect(posts[0]).toEqual({
      method: 'POST',
      path: '/api/auth/register-professional',
      body: {
        vatNumber: 'RO12345674',
        country: 'RO',
        companyName: 'Auto Import Premium SRL',
        tradingName: null,
        registrationNumber: 'J40/5678/2012',
        yearEstablished: '2012',
        companyAddress: 'Șoseaua Pipera 42, Voluntari',
        city: 'Voluntari',
        postalCode: '077190',
        website: 'https://www.autoimport.ro',
        businessType: 'dealer',
        primaryMarkets: ['Domestic Market', 'European Union'],
        monthlyVolume: '11-50',
        businessDescription: 'We import and sell premium used cars from Germany and Austria.',
        firstName: 'Maria',
        lastName: 'Ionescu',
        email: 'maria@autoimport.ro',
        phone: '+40 721 234 567',
        position: 'Director general',
        password: 'Parola-Sigura-1',
        confirmPassword: 'Parola-Sigura-1',
        agreeTerms: true,
        agreePrivacy: true,
      },
    });
    // The server's own schema accepts the body as sent.
    expect(createProfessionalRegistrationSchema(new Date()).safeParse(posts[0]!.body).success).toBe(true);

    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Registration Successful' })).toBeTruthy();
    expect(within(dialog).getByText(/has been created and is pending verification/)).toBeTruthy();
    expect(within(dialog).getByText('You are signed in as maria@autoimport.ro.')).toBeTruthy();
    // The current user is refreshed from the answer at once.
    expect(getCurrentUserText()).toBe(dealer.email);
    // The reload that switches the page to the new account waits until the message was read.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(reloadPage).not.toHaveBeenCalled();
    expect(within(dialog).queryByRole('button', { name: 'Professional login' })).toBeNull();

    clickButton('Continue');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('shows a refused email on its field, in the chosen language, and stays on the step', async () => {
    stubServer({
      status: 409,
      body: {
        message: 'An account with this email already exists',
        code: 'CONFLICT',
        messageKey: 'auth.emailTaken',
        field: 'email',
      },
    });
    const { onClose } = await openProfessionalModal('en');
    await reachPersonalStepInEnglish();
    fillPersonalStepInEnglish();
    clickButton('Complete registration');
    await expectToast('Registration Failed', 'An account with this email already exists');
    await expectFieldError(/^Email/, 'An account with this email already exists');
    expect(getStepHeading()).toBe('Step 4 of 4: Personal details');
    expect(getInputValue(/^Password/)).toBe('Parola-Sigura-1');
    expect(screen.getByRole('button', { name: 'Complete registration' }).hasAttribute('disabled')).toBe(false);
    expect(onClose).not.toHaveBeenCalled();
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('takes the user back to the step of a field the server refused', async () => {
    stubServer({
      status: 400,
      body: {
        message: 'Please enter valid year',
        code: 'VALIDATION',
        messageKey: 'pro.yearEstablishedInvalid',
        field: 'yearEstablished',
      },
    });
    await openProfessionalModal('ro');
    await reachPersonalStepInRomanian();
    typeInto(/^Prenume/, 'Maria');
    typeInto(/^Nume\b/, 'Ionescu');
    typeInto(/^E-mail/, 'maria@autoimport.ro');
    typeInto(/^Telefon/, '0721234567');
    typeInto(/^Funcția/, 'Administrator');
    typeInto(/^Parolă/, 'Parola-Sigura-1');
    typeInto(/^Confirmați parola/, 'Parola-Sigura-1');
    fireEvent.click(screen.getByLabelText(/termenii și condițiile/));
    fireEvent.click(screen.getByLabelText(/politica de confidențialitate/));
    clickButton('Finalizați înregistrarea');
    await expectToast('Înregistrare eșuată', 'Introduceți un an valid');
    await waitFor(() => expect(getStepHeading()).toBe('Pasul 2 din 4: Datele firmei'));
    await expectFieldError(/^Anul înființării/, 'Introduceți un an valid');
  });

  it('reports a network failure with the generic text', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) => {
        if (input === '/api/auth/user') return new Response(JSON.stringify(signedOut.body), { status: 401 });
        throw new TypeError('Failed to fetch');
      }),
    );
    await openProfessionalModal('en');
    await reachPersonalStepInEnglish();
    fillPersonalStepInEnglish();
    clickButton('Complete registration');
    await expectToast('Registration Failed', 'Network error. Please try again.');
    expect(getStepHeading()).toBe('Step 4 of 4: Personal details');
  });
});
