import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../../test/fetch-stub';
import { renderWithApp } from '../../../../test/render';
import { ListVehicleModal } from './list-vehicle-modal';
import {
  clearToasts,
  clickButton,
  createdVehicle,
  expectFieldError,
  field,
  fillValidListing,
  makeFile,
  stubObjectUrls,
  typeInto,
} from './test-helpers';

vi.mock('../../../lib/unauthorized', () => ({ handleUnauthorized: vi.fn() }));
vi.setConfig({ testTimeout: 20_000 });

const PDF_ID = '9b2f7d7e-1c1a-4d47-8f51-3a1f2b0c6d10';

beforeEach(() => {
  clearToasts();
  stubObjectUrls();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-10T09:00:00.000Z'));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  vi.useRealTimers();
});

async function renderModal(language: 'ro' | 'en', onClose = vi.fn()) {
  await renderWithApp(<ListVehicleModal opened onClose={onClose} />, { language });
  await waitFor(() => expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true));
}

function stubListingApi() {
  return stubFetch((call) => {
    if (call.method === 'POST' && call.path === '/api/rar-certificate-files')
      return { status: 201, body: { id: PDF_ID } };
    if (call.method === 'POST' && call.path === '/api/vehicles') return { status: 201, body: createdVehicle() };
    return undefined;
  });
}

describe('List Your Vehicle dialog: the optional RAR Auto-Pass certificate', () => {
  it('sends no certificate when none was typed', async () => {
    const { calls } = stubListingApi();
    const onClose = vi.fn();
    await renderModal('en', onClose);
    fillValidListing();
    clickButton('List Vehicle');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.map((call) => call.path)).toEqual(['/api/vehicles']);
    expect(calls[0]!.body).not.toHaveProperty('rarCertificate');
  });

  it('uploads the PDF, then lists with the certificate naming it (Romanian)', async () => {
    const { calls } = stubListingApi();
    const onClose = vi.fn();
    await renderWithApp(<ListVehicleModal opened onClose={onClose} />, { language: 'ro' });
    const fieldset = await screen.findByRole('group', { name: 'Certificat RAR Auto-Pass (opțional)' });
    typeInto(/^Marcă/, 'Dacia');
    typeInto(/^Model/, 'Duster');
    typeInto(/^An/, '2019');
    typeInto(/^Kilometraj/, '84000');
    typeInto(/^Serie de șasiu/, 'uu1hsdadg12345678');
    typeInto(/^Preț de pornire/, '9500');
    typeInto('Serie și număr certificat', 'RO AP 000123');
    typeInto('Data emiterii', '2026-03-01');
    const pdfInput = within(fieldset).getByLabelText(/Certificatul \(PDF/) as HTMLInputElement;
    Object.defineProperty(pdfInput, 'files', { value: [makeFile('certificat.pdf', 'application/pdf')] });
    pdfInput.dispatchEvent(new Event('change', { bubbles: true }));
    clickButton('Publicați anunțul');

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.map((call) => call.path)).toEqual(['/api/rar-certificate-files', '/api/vehicles']);
    expect(calls[1]!.body).toMatchObject({
      make: 'Dacia',
      rarCertificate: { number: 'RO AP 000123', issuedAt: '2026-03-01', pdfUploadId: PDF_ID },
    });
  });

  it('refuses a number with symbols on its field, sends nothing, and warns of a stale certificate (English)', async () => {
    const { calls } = stubListingApi();
    await renderModal('en');
    fillValidListing();
    typeInto('Certificate series and number', 'AB_12;');
    // 2 January + 60 days is 3 March: stale when a 2-day auction ends on 12 March.
    typeInto('Issue date', '2026-01-02');
    expect((await screen.findByRole('status')).textContent).toContain('over 60 days old');
    clickButton('List Vehicle');
    await expectFieldError('Certificate series and number', 'Enter the certificate number');
    expect(calls).toEqual([]);
    expect(field('Certificate series and number').value).toBe('AB_12;');
  });
});
