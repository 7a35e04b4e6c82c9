import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../../test/render';
import { useShellModals } from '../../../lib/shell-modal-store';
import { liveVehiclesStore } from '../../../stores/live-vehicles-store';
import { stubDashboardApi } from '../testing/dashboard-api-stub';
import { PAST_END, USER_ID, makeVehicle, vehicleId } from '../testing/dashboard-fixtures';
import { ListingsTab } from './listings-tab';

afterEach(() => {
  vi.unstubAllGlobals();
  liveVehiclesStore.setState({ vehicles: {} });
  useShellModals.getState().close();
});

function listing(title: string): HTMLElement {
  return screen.getAllByTestId('listing').find((element) => within(element).queryByText(title))!;
}

const mine = { sellerId: USER_ID };

describe('ListingsTab', () => {
  it("shows each listing's live figures and, once over, its outcome (Romanian)", async () => {
    stubDashboardApi({
      listings: [
        makeVehicle(1, { ...mine, currentBid: '9100.00', bidCount: 7 }),
        makeVehicle(2, { ...mine, status: 'sold', currentBid: '9000.00', bidCount: 5, auctionEndTime: PAST_END }),
        makeVehicle(3, {
          ...mine,
          status: 'ended',
          hasReserve: true,
          isReserveMet: false,
          bidCount: 2,
          auctionEndTime: PAST_END,
        }),
        makeVehicle(4, { ...mine, status: 'ended', bidCount: 0, currentBid: '5000.00', auctionEndTime: PAST_END }),
        makeVehicle(5, { ...mine, status: 'active', auctionEndTime: PAST_END }),
      ],
    });
    await renderWithApp(<ListingsTab userId={USER_ID} />);
    await screen.findByText('2019 Dacia Logan 1');

    const running = listing('2019 Dacia Logan 1');
    expect(running.getAttribute('data-outcome')).toBe('live');
    expect(within(running).getByText('9.100 €')).toBeTruthy();
    expect(within(running).getByText('7 oferte')).toBeTruthy();
    expect(within(running).queryByText(/Rezultat/)).toBeNull();

    expect(within(listing('2019 Dacia Logan 2')).getByText('Vândut cu 9.000 €')).toBeTruthy();
    expect(
      within(listing('2019 Dacia Logan 3')).getByText('Încheiată - prețul de rezervă nu a fost atins'),
    ).toBeTruthy();
    expect(within(listing('2019 Dacia Logan 4')).getByText('Încheiată - nicio ofertă')).toBeTruthy();
    expect(within(listing('2019 Dacia Logan 5')).getByText('Licitația se închide...')).toBeTruthy();
  });

  it('shows the sale as soon as the room reports the close (English)', async () => {
    stubDashboardApi({ listings: [makeVehicle(1, { ...mine, currentBid: '9100.00', bidCount: 7 })] });
    await renderWithApp(<ListingsTab userId={USER_ID} />, { language: 'en' });
    await screen.findByText('2019 Dacia Logan 1');
    expect(listing('2019 Dacia Logan 1').getAttribute('data-outcome')).toBe('live');

    act(() =>
      liveVehiclesStore.getState().applyAuctionClosed({
        vehicleId: vehicleId(1),
        status: 'sold',
        finalPrice: '9100.00',
        isReserveMet: true,
        bidCount: 7,
        serverTime: new Date().toISOString(),
      }),
    );
    expect(within(listing('2019 Dacia Logan 1')).getByText('Sold for €9,100')).toBeTruthy();
    expect(within(listing('2019 Dacia Logan 1')).getByText('Final Bid')).toBeTruthy();
  });

  it('offers to cancel only a running auction without bids', async () => {
    stubDashboardApi({
      listings: [
        makeVehicle(1, { ...mine, currentBid: '9100.00', bidCount: 7 }),
        makeVehicle(2, { ...mine, bidCount: 0 }),
        makeVehicle(3, { ...mine, status: 'ended', bidCount: 0, auctionEndTime: PAST_END }),
      ],
    });
    await renderWithApp(<ListingsTab userId={USER_ID} />);
    await screen.findByText('2019 Dacia Logan 2');
    expect(within(listing('2019 Dacia Logan 1')).queryByRole('button', { name: 'Anulați licitația' })).toBeNull();
    expect(within(listing('2019 Dacia Logan 2')).getByRole('button', { name: 'Anulați licitația' })).toBeTruthy();
    expect(within(listing('2019 Dacia Logan 3')).queryByRole('button', { name: 'Anulați licitația' })).toBeNull();
  });

  it('relists an auction that ended unsold with the chosen days and prices, and links to it once relisted', async () => {
    const { calls } = stubDashboardApi({
      listings: [
        makeVehicle(1, {
          ...mine,
          status: 'ended',
          bidCount: 2,
          hasReserve: true,
          isReserveMet: false,
          startingBid: '8000.00',
          reservePrice: '12000.00',
          auctionEndTime: PAST_END,
        }),
        makeVehicle(2, { ...mine, status: 'ended', bidCount: 0, auctionEndTime: PAST_END, relistedAs: vehicleId(9) }),
        makeVehicle(3, { ...mine, status: 'sold', bidCount: 4, auctionEndTime: PAST_END }),
      ],
      extra: (call) =>
        call.method === 'POST' && call.path.endsWith('/relist')
          ? { status: 201, body: makeVehicle(9, { ...mine }) }
          : undefined,
    });
    await renderWithApp(<ListingsTab userId={USER_ID} />);
    await screen.findByText('2019 Dacia Logan 1');
    expect(within(listing('2019 Dacia Logan 3')).queryByRole('button', { name: 'Relansați licitația' })).toBeNull();
    expect(
      within(listing('2019 Dacia Logan 2'))
        .getByRole('link', { name: 'Relansată — vedeți licitația nouă' })
        .getAttribute('href'),
    ).toBe(`/vehicle/${vehicleId(9)}`);

    fireEvent.click(within(listing('2019 Dacia Logan 1')).getByRole('button', { name: 'Relansați licitația' }));
    const dialog = await screen.findByRole('dialog');
    // The listing form's durations, labels and default (48 hours).
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['2', '4']);
    expect((within(dialog).getByLabelText('Licitație standard, 48 de ore') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(dialog).getByLabelText('Licitație extinsă, 4 zile'));
    fireEvent.change(within(dialog).getByLabelText('Preț de rezervă (€)'), { target: { value: '11000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Relansați' }));
    await screen.findByText('Licitație relansată');
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.path).toBe(`/api/vehicles/${vehicleId(1)}/relist`);
    expect(post?.body).toEqual({ auctionDays: '4', startingBid: '8000', reservePrice: '11000' });
  });

  it('offers to accept the highest bid under the reserve while the 48 hours last, and sends it', async () => {
    const { calls } = stubDashboardApi({
      listings: [
        makeVehicle(1, {
          ...mine,
          status: 'ended',
          bidCount: 3,
          currentBid: '13500.00',
          hasReserve: true,
          isReserveMet: false,
          auctionEndTime: PAST_END,
          acceptBidUntil: new Date(Date.now() + 3_600_000).toISOString(),
        }),
        makeVehicle(2, {
          ...mine,
          status: 'ended',
          bidCount: 3,
          hasReserve: true,
          isReserveMet: false,
          auctionEndTime: PAST_END,
          acceptBidUntil: PAST_END,
        }),
      ],
      extra: (call) =>
        call.method === 'POST' && call.path.endsWith('/accept-highest-bid')
          ? { body: makeVehicle(1, { ...mine, status: 'sold' }) }
          : undefined,
    });
    await renderWithApp(<ListingsTab userId={USER_ID} />);
    await screen.findByText('2019 Dacia Logan 1');
    expect(within(listing('2019 Dacia Logan 2')).queryByTestId('accept-highest-bid')).toBeNull();
    fireEvent.click(
      within(listing('2019 Dacia Logan 1')).getByRole('button', { name: 'Acceptați oferta de 13.500 €' }),
    );
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Acceptați oferta' }));
    await screen.findByText('Ofertă acceptată');
    expect(calls.find((call) => call.method === 'POST')?.path).toBe(`/api/vehicles/${vehicleId(1)}/accept-highest-bid`);
  });

  it('invites to list a vehicle when there is none, in both languages', async () => {
    stubDashboardApi({ listings: [] });
    const ro = await renderWithApp(<ListingsTab userId={USER_ID} />);
    expect(await screen.findByRole('heading', { name: 'Nu ați publicat încă niciun anunț' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Publicați un anunț' }));
    expect(useShellModals.getState().open).toBe('list-vehicle');
    ro.unmount();

    await renderWithApp(<ListingsTab userId={USER_ID} />, { language: 'en' });
    expect(await screen.findByRole('heading', { name: 'You have not listed a vehicle yet' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'List Your Vehicle' })).toBeTruthy();
  });
});
