import type { RarCertificateDto } from '@autolicit/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../../test/fetch-stub';
import { renderWithApp } from '../../../../test/render';
import { RarCertificateSection } from './rar-certificate-section';

afterEach(() => vi.unstubAllGlobals());

const VEHICLE_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';
const current: RarCertificateDto = {
  id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  number: 'RO AP 000123',
  issuedAt: '2026-09-01',
  pdfUrl: '/api/rar-certificates/7c9e6679-7425-40de-944b-e07fc1f90ae7/pdf',
  updatedAt: '2026-11-20T10:00:00.000Z',
};
const first: RarCertificateDto = {
  ...current,
  id: 'a',
  number: 'RO AP 000001',
  pdfUrl: null,
  updatedAt: '2026-11-10T10:00:00.000Z',
};

function stubHistory() {
  return stubFetch((call) =>
    call.path === `/api/vehicles/${VEHICLE_ID}/rar-certificates`
      ? { body: { certificates: [current, first] } }
      : undefined,
  );
}

describe('RarCertificateSection', () => {
  it.each([
    [
      'ro',
      'Certificat RAR Auto-Pass',
      'declarat de vânzător',
      'Descărcați certificatul (PDF)',
      /Înlocuit pe/,
      /Adăugat pe/,
    ],
    [
      'en',
      'RAR Auto-Pass certificate',
      'declared by the seller',
      'Download the certificate (PDF)',
      /Replaced on/,
      /Added on/,
    ],
  ] as const)(
    'shows a visitor the certificate in %s: number, date, label, download and history',
    async (language, title, label, download, replaced, added) => {
      stubHistory();
      await renderWithApp(
        <RarCertificateSection
          vehicleId={VEHICLE_ID}
          current={current}
          auctionEndTime="2026-11-30T10:00:00Z"
          canEdit={false}
        />,
        { language },
      );
      const section = await screen.findByRole('region', { name: title });
      expect(within(section).getByText(label)).toBeTruthy();
      expect(within(section).getByText('RO AP 000123')).toBeTruthy();
      const link = within(section).getByRole('link', { name: download });
      expect(link.getAttribute('href')).toBe(current.pdfUrl);
      expect(link.hasAttribute('download')).toBe(true);
      expect(await within(section).findByText(replaced)).toBeTruthy();
      expect(within(section).getByText(added)).toBeTruthy();
      // A visitor never gets the seller's buttons.
      expect(within(section).queryByRole('button')).toBeNull();
    },
  );

  it.each([
    ['ro', 'Certificatul va avea peste 60 de zile', 'Înlocuiți certificatul'],
    ['en', 'The certificate will be over 60 days old', 'Replace the certificate'],
  ] as const)(
    'warns the seller in %s when the certificate will be stale at the end',
    async (language, warning, replace) => {
      stubHistory();
      await renderWithApp(
        <RarCertificateSection
          vehicleId={VEHICLE_ID}
          current={current}
          auctionEndTime="2026-11-01T10:00:00Z"
          canEdit
        />,
        { language },
      );
      expect((await screen.findByRole('status')).textContent).toContain(warning);
      expect(screen.getByRole('button', { name: replace })).toBeTruthy();
    },
  );

  it('does not warn while the certificate is still valid at the end', async () => {
    stubHistory();
    await renderWithApp(
      <RarCertificateSection vehicleId={VEHICLE_ID} current={current} auctionEndTime="2026-10-31T10:00:00Z" canEdit />,
    );
    await screen.findByRole('button', { name: 'Înlocuiți certificatul' });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('lets the seller add one: refuses a bad number before sending, then sends the certificate', async () => {
    const { calls } = stubFetch((call) =>
      call.method === 'PUT' && call.path === `/api/vehicles/${VEHICLE_ID}/rar-certificate`
        ? { body: { ...current, number: 'B 2' } }
        : undefined,
    );
    await renderWithApp(
      <RarCertificateSection vehicleId={VEHICLE_ID} current={null} auctionEndTime="2026-12-30T10:00:00Z" canEdit />,
    );
    expect(await screen.findByText('Nu ați adăugat încă certificatul RAR Auto-Pass.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Adăugați certificatul' }));
    fireEvent.change(screen.getByLabelText(/Serie și număr/), { target: { value: 'AB_12' } });
    fireEvent.change(screen.getByLabelText(/Data emiterii/), { target: { value: '2025-01-15' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvați certificatul' }));
    expect(await screen.findByText(/Introduceți numărul certificatului/)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);

    fireEvent.change(screen.getByLabelText(/Serie și număr/), { target: { value: 'b 2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvați certificatul' }));
    await vi.waitFor(() =>
      expect(calls).toContainEqual(
        expect.objectContaining({
          method: 'PUT',
          path: `/api/vehicles/${VEHICLE_ID}/rar-certificate`,
          body: { number: 'b 2', issuedAt: '2025-01-15', pdfUploadId: null },
        }),
      ),
    );
  });
});
