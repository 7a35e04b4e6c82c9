import type { VehicleSnapshot } from '@autolicit/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../../test/render';
import { liveVehiclesStore } from '../../../stores/live-vehicles-store';
import { stubDashboardApi } from '../testing/dashboard-api-stub';
import { FUTURE_END, USER_ID, makeBid, vehicleId } from '../testing/dashboard-fixtures';
import { ActivityTab } from './activity-tab';

afterEach(() => {
  vi.unstubAllGlobals();
  liveVehiclesStore.setState({ vehicles: {} });
});

function snapshot(vehicleNumber: number, currentBid: string, bidCount: number): VehicleSnapshot {
  return {
    vehicleId: vehicleId(vehicleNumber),
    status: 'active',
    currentBid,
    bidCount,
    minimumNextBid: currentBid,
    buyNowPrice: null,
    hasReserve: false,
    isReserveMet: true,
    auctionEndTime: FUTURE_END,
    lastBids: [],
    viewer: null,
    serverTime: new Date().toISOString(),
  };
}

function rows() {
  return screen.getAllByTestId('activity-bid');
}

describe('ActivityTab', () => {
  it('lists the 5 auctions bid on last, once each with the highest bid, and whether it still leads (Romanian)', async () => {
    const bids = [
      makeBid(8, 1, { amount: '8000.00', isHighest: true, createdAt: '2026-03-08T10:00:00.000Z' }),
      makeBid(7, 2, { amount: '5000.00', isHighest: false, createdAt: '2026-03-07T10:00:00.000Z' }),
      makeBid(6, 1, { amount: '7300.00', isHighest: false, createdAt: '2026-03-06T10:00:00.000Z' }),
      makeBid(5, 1, { amount: '7000.00', isHighest: false, createdAt: '2026-03-05T10:00:00.000Z' }),
      makeBid(4, 3, {
        amount: '12000.00',
        isHighest: true,
        createdAt: '2026-03-04T10:00:00.000Z',
        vehicle: { status: 'sold' },
      }),
      makeBid(3, 4, {
        amount: '4100.00',
        isHighest: true,
        createdAt: '2026-03-03T10:00:00.000Z',
        vehicle: { status: 'ended' },
      }),
      makeBid(2, 5, { amount: '900.00', isHighest: false, createdAt: '2026-03-02T10:00:00.000Z' }),
      makeBid(1, 6, { amount: '600.00', isHighest: false, createdAt: '2026-03-01T10:00:00.000Z' }),
    ];
    stubDashboardApi({ bids });
    await renderWithApp(<ActivityTab userId={USER_ID} />);

    await waitFor(() => expect(rows()).toHaveLength(5));
    const [first, second, third, fourth, fifth] = rows();
    expect(within(first!).getByRole('link', { name: '2019 Dacia Logan 1' }).getAttribute('href')).toBe(
      `/vehicle/${vehicleId(1)}`,
    );
    expect(within(first!).getByText('8.000 €')).toBeTruthy();
    expect(within(first!).getByText('Cea mai mare ofertă')).toBeTruthy();
    // The car bid on three times is one row: its lower bids are not listed.
    expect(screen.getAllByRole('link', { name: '2019 Dacia Logan 1' })).toHaveLength(1);
    expect(screen.queryByText('7.300 €')).toBeNull();
    expect(screen.queryByText('Mărită de dvs.')).toBeNull();
    expect(within(second!).getByText('Depășită')).toBeTruthy();
    expect(within(third!).getByText('Câștigată')).toBeTruthy();
    expect(within(fourth!).getByText('Cea mai mare ofertă')).toBeTruthy();
    expect(within(fourth!).getByText('Licitație încheiată')).toBeTruthy();
    expect(within(fifth!).getByText('900 €')).toBeTruthy();
    // The 6th auction (bid on longest ago) is not shown.
    expect(screen.queryByText('600 €')).toBeNull();
  });

  it('turns "Highest bid" into "Outbid" when the live store hears of a higher bid (English)', async () => {
    stubDashboardApi({ bids: [makeBid(1, 1, { amount: '7300.00', isHighest: true })] });
    await renderWithApp(<ActivityTab userId={USER_ID} />, { language: 'en' });
    const row = (await screen.findAllByTestId('activity-bid'))[0]!;
    expect(within(row).getByText('Highest bid')).toBeTruthy();

    // What a watched room delivers (the row's own join, or any card of that vehicle on the page).
    act(() => liveVehiclesStore.getState().applySnapshot(snapshot(1, '7300.00', 4)));
    expect(within(row).getByText('Highest bid')).toBeTruthy();
    act(() => liveVehiclesStore.getState().applySnapshot(snapshot(1, '7800.00', 5)));
    expect(within(row).getByText('Outbid')).toBeTruthy();
    expect(within(row).getByText('Current bid: €7,800')).toBeTruthy();
    expect(row.getAttribute('data-standing')).toBe('outbid');
  });

  it('says there are no bids yet, in both languages', async () => {
    stubDashboardApi({ bids: [] });
    const ro = await renderWithApp(<ActivityTab userId={USER_ID} />);
    expect(await screen.findByRole('heading', { name: 'Nicio ofertă încă' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Vedeți vehiculele' }).getAttribute('href')).toBe('/vehicles');
    ro.unmount();

    await renderWithApp(<ActivityTab userId={USER_ID} />, { language: 'en' });
    expect(await screen.findByRole('heading', { name: 'No bids yet' })).toBeTruthy();
  });

  it('shows an error with a retry that loads the list again', async () => {
    let fail = true;
    stubDashboardApi({
      extra: (call) => {
        if (!call.path.startsWith(`/api/users/${USER_ID}/bids`)) return undefined;
        return fail ? { status: 500, body: { message: 'Internal server error' } } : { body: [makeBid(1, 1)] };
      },
    });
    await renderWithApp(<ActivityTab userId={USER_ID} />);
    expect(await screen.findByText('Această secțiune nu a putut fi încărcată.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Reîncercați' }));
    expect(await screen.findByText('Cea mai mare ofertă')).toBeTruthy();
  });
});
