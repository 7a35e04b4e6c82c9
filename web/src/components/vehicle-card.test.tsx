import type { VehicleDto } from '@autolicit/shared';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../test/fetch-stub';
import { renderWithApp } from '../../test/render';
import { VEHICLE_SELLER_ID, buildVehicleDto } from '../../test/vehicle-dto';
import { VehicleCard } from './vehicle-card';

const PAST_END = '2024-01-01T12:00:00.000Z';
const OTHER_USER = {
  id: 'c7d1c3c4-1111-4e0e-9a1a-222222222222',
  email: 'ana@example.ro',
  firstName: 'Ana',
  lastName: 'Pop',
  role: 'user',
  isAdmin: false,
};

afterEach(() => vi.unstubAllGlobals());

function stubUser(user: { id: string } | null) {
  return stubFetch((call) => {
    if (call.path === '/api/auth/user')
      return user ? { body: { ...OTHER_USER, ...user } } : { status: 401, body: { message: 'Unauthorized' } };
    if (call.path.endsWith('/status')) return { body: { isInWatchlist: false } };
    return undefined;
  });
}

// Each render is a vehicle of its own: the live store keeps what it saw of a vehicle across tests.
let nextVehicle = 10;

async function renderCard(overrides: Partial<VehicleDto>, language: 'ro' | 'en' = 'ro') {
  stubUser(null);
  const n = nextVehicle++;
  await renderWithApp(<VehicleCard vehicle={buildVehicleDto(n, overrides)} />, { language });
  return screen.getByText(`2019 Dacia Logan ${n}`).closest<HTMLElement>('.mantine-Card-root')!;
}

describe('VehicleCard: what a closed auction says', () => {
  it.each([
    {
      name: 'ended without bids and without a reserve: no bids, no reserve',
      vehicle: { status: 'ended', bidCount: 0, hasReserve: false, isReserveMet: false },
      ro: ['Nicio ofertă primită', 'Licitație încheiată'],
      en: ['No bids received', 'Auction Ended'],
    },
    {
      name: 'ended without bids under a reserve: no bids, and the reserve was not met',
      vehicle: { status: 'ended', bidCount: 0, hasReserve: true, isReserveMet: false },
      ro: ['Nicio ofertă primită - prețul de rezervă nu a fost atins', 'Licitație încheiată'],
      en: ['No bids received - reserve not met', 'Auction Ended'],
    },
    {
      name: 'cancelled without bids: cancelled, never "ended", no reserve',
      vehicle: { status: 'cancelled', bidCount: 0, hasReserve: true, isReserveMet: false },
      ro: ['Nicio ofertă primită', 'Licitație anulată'],
      en: ['No bids received', 'Auction Cancelled'],
    },
  ] as const)('$name', async ({ vehicle, ro, en }) => {
    for (const [language, texts] of [
      ['ro', ro],
      ['en', en],
    ] as const) {
      const card = await renderCard({ ...vehicle, auctionEndTime: PAST_END }, language);
      const text = card.textContent ?? '';
      for (const expected of texts) expect(text).toContain(expected);
      if (vehicle.status === 'cancelled') expect(text).not.toMatch(/încheiată|Ended|rezerv|reserve/);
      if (!vehicle.hasReserve) expect(text).not.toMatch(/rezerv|reserve/i);
      card.closest('body')!.innerHTML = '';
    }
  });

  it('a cancelled auction with bids shows its highest bid, not a final one', async () => {
    const card = await renderCard({
      status: 'cancelled',
      bidCount: 2,
      currentBid: '9000.00',
      auctionEndTime: PAST_END,
    });
    expect(card.textContent).toContain('Cea mai mare ofertă');
    expect(card.textContent).not.toContain('Oferta finală');
  });
});

describe('VehicleCard: the favourites heart', () => {
  it("is shown on somebody else's card and not on the seller's own", async () => {
    const { calls } = stubUser({ id: VEHICLE_SELLER_ID });
    await renderWithApp(
      <>
        <VehicleCard vehicle={buildVehicleDto(1)} />
        <VehicleCard vehicle={buildVehicleDto(2, { sellerId: OTHER_USER.id })} />
      </>,
    );
    const card = (title: string) => screen.getByText(title).closest<HTMLElement>('.mantine-Card-root')!;
    await waitFor(() => expect(calls.some((call) => call.path === '/api/auth/user')).toBe(true));
    await waitFor(() =>
      expect(card('2019 Dacia Logan 1').querySelector('[data-testid="watchlist-toggle"]')).toBeNull(),
    );
    expect(card('2019 Dacia Logan 2').querySelector('[data-testid="watchlist-toggle"]')).not.toBeNull();
  });
});
