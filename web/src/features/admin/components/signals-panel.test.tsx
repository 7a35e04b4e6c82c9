import type { ShillSignalsDto, UserDto, UserRole } from '@autolicit/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type StubbedCall, stubFetch } from '../../../../test/fetch-stub';
import { renderWithApp } from '../../../../test/render';
import { SignalsPanel } from './signals-panel';

afterEach(() => vi.unstubAllGlobals());

const user = (role: UserRole): UserDto => ({
  id: '0b7f4a52-5f1e-4a49-9d0e-1c0f8f3f2a10',
  email: 'elena@example.ro',
  firstName: 'Elena',
  lastName: 'D',
  role,
  canSwitchRole: true,
  entityType: 'individual',
  profileImageUrl: null,
  verificationStatus: null,
  createdAt: '2026-01-01T00:00:00.000Z',
});

const seller = { id: 's1', name: 'Vasile Pop', email: 'vasile@example.ro' };
const friend = { id: 'b1', name: 'Dan Ene', email: 'dan@example.ro' };
const car = { id: '7d1e2c3b-0000-4000-8000-000000000001', title: '2019 Dacia Duster', status: 'active' };
const ANSWER: ShillSignalsDto = {
  since: '2026-10-25T10:00:00.000Z',
  generatedAt: '2026-11-24T10:00:00.000Z',
  retentionDays: 90,
  signals: [
    {
      kind: 'bid-from-seller-client',
      bidder: friend,
      seller,
      vehicle: car,
      bid: { amount: '10100.00', placedAt: '2026-11-24T09:00:00.000Z', via: 'browser', value: 'Zm9vYmFy' },
    },
    {
      kind: 'shared-client',
      bidder: friend,
      seller,
      bidCount: 3,
      vehicles: [car],
      shared: [
        {
          via: 'address',
          value: '203.0.113.10',
          bidderLastSeen: '2026-11-24T08:00:00.000Z',
          sellerLastSeen: '2026-11-23T08:00:00.000Z',
        },
      ],
    },
    {
      kind: 'minimum-raises',
      bidder: friend,
      vehicles: [car, { ...car, id: 'v2', status: 'sold' }],
      minimumRaises: 6,
      endedAuctions: 1,
      wins: 0,
      sellers: [seller],
    },
    {
      kind: 'question-from-seller-client',
      bidder: friend,
      seller,
      vehicle: car,
      question: { askedAt: '2026-11-24T09:30:00.000Z', via: 'address', value: '203.0.113.10' },
    },
    {
      kind: 'seller-concentration',
      bidder: friend,
      seller,
      vehicles: [car],
      totalAuctions: 4,
      sellerAuctions: 4,
      bidCount: 9,
      wins: 0,
    },
  ],
};

function stub(role: UserRole) {
  return stubFetch((call: StubbedCall) => {
    if (call.path === '/api/auth/user') return { body: user(role) };
    if (call.path.startsWith('/api/admin/signals')) return { body: ANSWER };
    return undefined;
  });
}

describe('SignalsPanel', () => {
  it('asks for the signals only when the operator opens them, then shows each with its evidence (Romanian)', async () => {
    const { calls } = stub('admin');
    await renderWithApp(<SignalsPanel />);
    const panel = await screen.findByTestId('signals-panel');
    expect(within(panel).getByText('Semnale de licitare fictivă')).toBeTruthy();
    expect(calls.some((call) => call.path.startsWith('/api/admin/signals'))).toBe(false);

    fireEvent.click(within(panel).getByRole('button', { name: 'Afișați semnalele' }));
    await waitFor(() => expect(within(panel).getAllByTestId('shill-signal')).toHaveLength(5));
    expect(calls.find((call) => call.path.startsWith('/api/admin/signals'))?.path).toBe('/api/admin/signals?days=30');
    const [fromSeller, shared, raises, question, concentration] = within(panel).getAllByTestId('shill-signal');
    expect(within(fromSeller!).getByText('Ofertă din browserul sau de la adresa vânzătorului')).toBeTruthy();
    expect(within(fromSeller!).getByText('Vânzător: Vasile Pop (vasile@example.ro)')).toBeTruthy();
    expect(fromSeller!.textContent).toMatch(/10\.100 €.*din browserul folosit de vânzător \(id Zm9vYmFy…\)/);
    expect(shared!.textContent).toContain('Aceeași adresă (203.0.113.10)');
    expect(shared!.textContent).toContain('3 oferte pe mașinile acestui vânzător.');
    expect(raises!.textContent).toContain(
      '6 oferte exact cu pasul minim imediat după alt ofertant, la 2 licitații; 1 încheiate, niciuna câștigată.',
    );
    expect(within(raises!).getByRole('link', { name: '2019 Dacia Duster (vândută)' }).getAttribute('href')).toBe(
      '/vehicle/v2',
    );
    expect(within(question!).getByText('Întrebare din browserul sau de la adresa vânzătorului')).toBeTruthy();
    expect(within(question!).getByText('Întrebare de la: Dan Ene (dan@example.ro)')).toBeTruthy();
    expect(question!.textContent).toContain('de la o adresă folosită de vânzător (203.0.113.10)');
    expect(concentration!.textContent).toContain('4 din cele 4 licitații ale sale sunt ale acestui vânzător');

    fireEvent.click(within(panel).getByText('Ultimele 7 zile'));
    await waitFor(() => expect(calls.some((call) => call.path === '/api/admin/signals?days=7')).toBe(true));
  });

  it('says so in English when there is nothing suspicious', async () => {
    stubFetch((call: StubbedCall) => {
      if (call.path === '/api/auth/user') return { body: user('admin') };
      if (call.path.startsWith('/api/admin/signals')) return { body: { ...ANSWER, signals: [] } };
      return undefined;
    });
    await renderWithApp(<SignalsPanel />, { language: 'en' });
    fireEvent.click(await screen.findByRole('button', { name: 'Show the signals' }));
    expect(await screen.findByText('No suspicious pattern in this period.')).toBeTruthy();
  });

  it('shows nothing to anyone else and asks nothing', async () => {
    const { calls } = stub('user');
    const view = await renderWithApp(<SignalsPanel />);
    await waitFor(() => expect(calls.some((call) => call.path === '/api/auth/user')).toBe(true));
    expect(view.container.querySelector('[data-testid="signals-panel"]')).toBeNull();
    expect(calls.some((call) => call.path.startsWith('/api/admin/signals'))).toBe(false);
  });
});
