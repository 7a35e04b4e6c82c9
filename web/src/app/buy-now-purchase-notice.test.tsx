import type { VehicleDto } from '@autolicit/shared';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';
import { clearToasts, expectToast, toasts } from '../../test/test-helpers';
import { liveStateFromVehicle } from '../stores/live-vehicles-store';
import { UserEventNotifier } from '../features/user-events/components/user-event-notifier';
import { useBidFlow } from '../features/bidding/hooks/use-bid-flow';
import { OTHER_USER_ID, makeBidResult, makeUser, makeVehicle } from '../features/bidding/testing/bid-fixtures';
import { type FakeSocket, createFakeSocket } from '../features/bidding/testing/fake-socket';
import type * as SocketModule from '../lib/live/socket';
import type * as ConnectionStoreModule from '../stores/connection-store';
import { VehicleBidConfirmations } from '../features/bidding/components/vehicle-bid-confirmations';

// The live connection is the server's side: a fake socket delivers the user's room events.
const socket = vi.hoisted(() => ({ current: null as FakeSocket | null }));
vi.mock('../lib/live/socket', async (importOriginal) => ({
  ...(await importOriginal<typeof SocketModule>()),
  getSocket: () => socket.current,
}));
vi.mock('../stores/connection-store', async (importOriginal) => ({
  ...(await importOriginal<typeof ConnectionStoreModule>()),
  useConnectionStatus: () => 'connected',
}));

const TITLE = '2019 Dacia Logan 1';

beforeEach(() => {
  clearToasts();
  socket.current = createFakeSocket();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

/** The HTTP API: the signed-in buyer, and the bid endpoint answering through `answerBid` (which may wait). */
function stubApi(answerBid: (body: unknown) => Promise<{ status: number; body: unknown }>) {
  const bidRequests: { path: string; body: unknown; idempotencyKey: string | undefined }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const json = (status: number, body: unknown) =>
        new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
      if (input === '/api/auth/user') return json(200, makeUser());
      if (init.method === 'POST' && input.endsWith('/bids')) {
        const body: unknown = JSON.parse(String(init.body));
        bidRequests.push({
          path: input,
          body,
          idempotencyKey: (init.headers as Record<string, string>)['Idempotency-Key'],
        });
        const answer = await answerBid(body);
        return json(answer.status, answer.body);
      }
      throw new Error(`unexpected request ${init.method ?? 'GET'} ${input}`);
    }),
  );
  return bidRequests;
}

/** The vehicle page's buy-now: its flow and dialog, with the app's user-event notifier mounted. */
function BuyNowScene({ vehicle }: { vehicle: VehicleDto }) {
  const live = liveStateFromVehicle(vehicle);
  const flow = useBidFlow({ vehicleId: vehicle.id, title: TITLE, live, signedIn: true });
  return (
    <>
      <UserEventNotifier />
      <button type="button" onClick={flow.openBuy}>
        Open buy now
      </button>
      <VehicleBidConfirmations flow={flow} live={live} status={{ kind: 'none' }} />
    </>
  );
}

function wonEvent(vehicle: VehicleDto) {
  return {
    vehicleId: vehicle.id,
    year: vehicle.year,
    make: vehicle.make,
    model: vehicle.model,
    transactionId: `tx-${vehicle.id}`,
    finalPrice: '20000.00',
    fee: '400.00',
    total: '20400.00',
    serverTime: new Date().toISOString(),
  };
}

/** Lets the notifier react to an event (it may wait for the buyer's own answer) before looking. */
async function deliver(event: string, payload: unknown) {
  await act(async () => {
    socket.current!.push(event, payload);
    await new Promise((resolve) => setTimeout(resolve, 30));
  });
}

async function buyNow(vehicle: VehicleDto, language: 'ro' | 'en') {
  await renderWithApp(<BuyNowScene vehicle={vehicle} />, { language });
  // The notifier listens once it knows who is signed in.
  await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalledWith('/api/auth/user', expect.anything()));
  fireEvent.click(screen.getByRole('button', { name: 'Open buy now' }));
  fireEvent.click(await screen.findByRole('button', { name: language === 'en' ? 'Buy Now' : 'Cumpărați acum' }));
}

describe('Buy now: "Purchase Successful!" (spec §8)', () => {
  it('tells the buyer "Purchase Successful!" and the winner notice that follows does not replace it', async () => {
    const vehicle = makeVehicle(1, {
      currentBid: '15000.00',
      minimumNextBid: '15100.00',
      buyNowPrice: '20000.00',
      sellerId: OTHER_USER_ID,
    });
    const requests = stubApi(async () => ({
      status: 201,
      body: makeBidResult(vehicle, '20000.00', { isPurchase: true }),
    }));
    await buyNow(vehicle, 'en');

    await expectToast('Purchase Successful!', `You bought the ${TITLE} for €20,000.`);
    expect(requests).toEqual([
      { path: `/api/vehicles/${vehicle.id}/bids`, body: { amount: '20000' }, idempotencyKey: expect.any(String) },
    ]);
    // The server also tells the buyer they won (the buy-now closed the auction): not a second notice.
    await deliver('auction:won', wonEvent(vehicle));
    expect(toasts()).toHaveLength(1);
    expect(toasts()[0]).toContain('Purchase Successful!');
    expect(toasts()[0]).not.toContain('You won the auction!');
  });

  it('keeps "Achiziție reușită!" when the winner event comes before the answer (Romanian)', async () => {
    const vehicle = makeVehicle(2, {
      currentBid: '15000.00',
      minimumNextBid: '15100.00',
      buyNowPrice: '20000.00',
      sellerId: OTHER_USER_ID,
    });
    let answer: (value: { status: number; body: unknown }) => void = () => {};
    const requests = stubApi(() => new Promise((resolve) => (answer = resolve)));
    await buyNow(vehicle, 'ro');
    await waitFor(() => expect(requests).toHaveLength(1));

    await deliver('auction:won', wonEvent(vehicle));
    expect(toasts().some((text) => text.includes('Ați câștigat licitația!'))).toBe(false);
    await act(async () => answer({ status: 201, body: makeBidResult(vehicle, '20000.00', { isPurchase: true }) }));
    await expectToast('Achiziție reușită!', `Ați cumpărat ${TITLE} cu 20.000 €.`);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 30)));
    expect(toasts()).toHaveLength(1);
    expect(toasts()[0]).toContain('Achiziție reușită!');
  });

  it('still announces a win this tab did not buy', async () => {
    const bought = makeVehicle(3, {
      currentBid: '15000.00',
      minimumNextBid: '15100.00',
      buyNowPrice: '20000.00',
      sellerId: OTHER_USER_ID,
    });
    stubApi(async () => ({ status: 201, body: makeBidResult(bought, '20000.00', { isPurchase: true }) }));
    await buyNow(bought, 'en');
    await expectToast('Purchase Successful!', TITLE);

    // Another auction, won at its close.
    await deliver('auction:won', wonEvent(makeVehicle(4)));
    await expectToast('You won the auction!', 'You won 2019 Dacia Logan 4 for €20,000.');
  });
});
