import type { VehicleDto } from '@autolicit/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../test/fetch-stub';
import { renderWithApp } from '../../test/render';
import { useShellModals } from '../lib/shell-modal-store';
import { clearToasts, expectToast, toasts } from '../../test/test-helpers';
import {
  OTHER_USER_ID,
  PAST_END,
  USER_ID,
  makeBidResult,
  makeUser,
  makeVehicle,
} from '../features/bidding/testing/bid-fixtures';
import { connectionStore } from '../stores/connection-store';
import { liveVehiclesStore } from '../stores/live-vehicles-store';
import { VehicleGrid } from './vehicle-grid';

beforeEach(() => {
  clearToasts();
  sessionStorage.clear();
  // The live connection is up, as on a Browse page whose cards follow their rooms.
  connectionStore.getState().setSocketConnected(true);
});
afterEach(() => {
  connectionStore.getState().setSocketConnected(false);
  useShellModals.getState().close();
  vi.unstubAllGlobals();
});

const running = (n: number, overrides: Partial<VehicleDto> = {}) =>
  makeVehicle(n, {
    startingBid: '12000.00',
    currentBid: '15000.00',
    minimumNextBid: '15100.00',
    bidCount: 3,
    sellerId: OTHER_USER_ID,
    ...overrides,
  });

/** A signed-in bidder (or a visitor) and POST /api/vehicles/:id/bids answered by `answerBid`. */
function stubApi({
  signedIn = true,
  answerBid,
}: {
  signedIn?: boolean;
  answerBid?: (vehicleId: string, amount: string) => { status?: number; body: unknown };
} = {}) {
  const stub = stubFetch((call) => {
    if (call.path === '/api/auth/user')
      return signedIn ? { body: makeUser() } : { status: 401, body: { message: 'Unauthorized' } };
    const bid = /^\/api\/vehicles\/([^/]+)\/bids$/.exec(call.path);
    if (call.method === 'POST' && bid && answerBid) return answerBid(bid[1]!, (call.body as { amount: string }).amount);
    return undefined;
  });
  const bidHeaders = () =>
    stub.fetchMock.mock.calls
      .filter(([path, init]) => init?.method === 'POST' && String(path).endsWith('/bids'))
      .map(([, init]) => init!.headers as Record<string, string>);
  return { ...stub, bidHeaders };
}

const cardOf = (title: string) => screen.getByText(title).closest<HTMLElement>('.mantine-Card-root')!;

describe('Browse cards: quick bid (spec §2 "with bidding enabled")', () => {
  it('bids the shared minimum next bid through the confirmation with fee and total, then shows the server’s answer', async () => {
    const vehicle = running(1);
    const api = stubApi({
      answerBid: (_id, amount) => ({ status: 201, body: makeBidResult(vehicle, `${amount}.00`) }),
    });
    await renderWithApp(<VehicleGrid vehicles={[vehicle]} loading={false} />);

    // Current bid 15.000 € + 100 €.
    const quickBid = await within(cardOf('2019 Dacia Logan 1')).findByRole('button', { name: /^Licitați 15\.100 €/ });
    expect(quickBid.textContent).toBe('Licitați 15.100 €');
    expect(quickBid.getAttribute('aria-label')).toBe('Licitați 15.100 € pentru 2019 Dacia Logan 1');
    fireEvent.click(quickBid);

    // The vehicle page's dialog: bid, fee (200 € + 10 € per full 1.000 €) and total, and the agreement.
    const dialog = await screen.findByRole('dialog', { name: 'Confirmați oferta' });
    const summary = within(within(dialog).getByTestId('fee-summary'));
    expect(summary.getByText('15.100 €')).toBeTruthy();
    expect(summary.getByText('350 €')).toBeTruthy();
    expect(summary.getByText('15.450 €')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmați oferta' }));
    expect(await within(dialog).findByText('Acceptați condițiile pentru a plasa oferta')).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);

    fireEvent.click(within(dialog).getByRole('checkbox'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmați oferta' }));
    await expectToast('Ofertă plasată!', 'Oferta dvs. de 15.100 € este cea mai mare.');
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', path: `/api/vehicles/${vehicle.id}/bids`, body: { amount: '15100', autoExtend: true } },
    ]);
    expect(api.bidHeaders()[0]?.['Idempotency-Key']).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The card now shows what the server answered: the new price, and the next minimum.
    const card = within(cardOf('2019 Dacia Logan 1'));
    expect(card.getByText('15.100 €')).toBeTruthy();
    expect(card.getByRole('button', { name: /^Licitați 15\.200 €/ })).toBeTruthy();
  });

  it('keeps a refused bid inside the dialog, with the server’s reason, and the card unchanged (English)', async () => {
    const vehicle = running(2);
    stubApi({
      answerBid: () => ({
        status: 400,
        body: {
          message: 'Bid must be at least €15,600',
          code: 'BID_TOO_LOW',
          messageKey: 'bid.tooLow',
          messageParams: { amount: '15.600 €' },
        },
      }),
    });
    await renderWithApp(<VehicleGrid vehicles={[vehicle]} loading={false} />, { language: 'en' });
    fireEvent.click(await screen.findByRole('button', { name: 'Bid €15,100 on the 2019 Dacia Logan 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your bid' });
    fireEvent.click(within(dialog).getByRole('checkbox'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm Bid' }));

    const notice = await within(dialog).findByRole('alert', { name: 'Bid Failed' });
    expect(notice.textContent).toContain('Bid must be at least €15,600');
    expect(toasts()).toEqual([]);
    expect(screen.getByRole('dialog', { name: 'Confirm your bid' })).toBeTruthy();
    expect(within(cardOf('2019 Dacia Logan 2')).getByText('€15,000')).toBeTruthy();
  });

  it('follows the room: a compact bid:placed frame moves the card’s price, bid count and quick bid', async () => {
    const vehicle = running(9);
    stubApi();
    await renderWithApp(<VehicleGrid vehicles={[vehicle]} loading={false} />);
    const card = cardOf('2019 Dacia Logan 9');
    await within(card).findByRole('button', { name: /^Licitați 15\.100 €/ });
    act(() =>
      liveVehiclesStore.getState().applyBidPlaced({
        vehicleId: vehicle.id,
        bidId: 'b4',
        bidSeq: 4,
        bidder: 2,
        amount: '15500.00',
        createdAt: '2026-03-01T10:00:00.000Z',
        serverTime: '2026-03-01T10:00:00.010Z',
      }),
    );
    await within(card).findByRole('button', { name: /^Licitați 15\.600 €/ });
    expect(within(card).getByText('15.500 €')).toBeTruthy();
    expect(within(card).getByText('4 oferte')).toBeTruthy();
  });

  it('uses the starting bid before the first bid', async () => {
    stubApi();
    await renderWithApp(
      <VehicleGrid
        vehicles={[running(3, { currentBid: '12000.00', minimumNextBid: '12100.00', bidCount: 0 })]}
        loading={false}
      />,
    );
    expect((await screen.findByTestId('card-quick-bid')).textContent).toBe('Licitați 12.100 €');
  });

  it('has no quick bid on an ended auction or on the seller’s own car', async () => {
    stubApi();
    const vehicles = [
      running(4),
      running(5, { status: 'ended', auctionEndTime: PAST_END }),
      running(6, { sellerId: USER_ID }),
    ];
    await renderWithApp(<VehicleGrid vehicles={vehicles} loading={false} />);
    expect(await within(cardOf('2019 Dacia Logan 4')).findByTestId('card-quick-bid')).toBeTruthy();
    expect(within(cardOf('2019 Dacia Logan 5')).queryByRole('button', { name: /Licitați/ })).toBeNull();
    expect(within(cardOf('2019 Dacia Logan 6')).queryByRole('button', { name: /Licitați/ })).toBeNull();
    expect(screen.getAllByTestId('card-quick-bid')).toHaveLength(1);
  });

  it('asks visitors to sign in instead, opening the email login', async () => {
    stubApi({ signedIn: false });
    await renderWithApp(<VehicleGrid vehicles={[running(7)]} loading={false} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Autentificați-vă pentru a licita' }));
    expect(useShellModals.getState().open).toBe('email-login');
    expect(screen.queryByTestId('card-quick-bid')).toBeNull();
  });

  it('can be left out', async () => {
    stubApi();
    await renderWithApp(<VehicleGrid vehicles={[running(8)]} loading={false} bidding={false} />);
    expect(await screen.findByText('2019 Dacia Logan 8')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('card-quick-bid')).toBeNull();
  });
});
