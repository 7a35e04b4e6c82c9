import { DEFAULT_NOTIFICATION_PREFERENCES, type NotificationPreferences } from '@autolicit/shared';
import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../../test/render';
import { clearToasts, expectToast, toasts } from '../../../../test/test-helpers';
import { makeUser } from '../../bidding/testing/bid-fixtures';
import { type FakeSocket, createFakeSocket } from '../../bidding/testing/fake-socket';
import type * as SocketModule from '../../../lib/live/socket';
import { UserEventNotifier } from './user-event-notifier';

// The live connection is the server's side: a fake socket delivers the user's room events.
const socket = vi.hoisted(() => ({ current: null as FakeSocket | null }));
vi.mock('../../../lib/live/socket', async (importOriginal) => ({
  ...(await importOriginal<typeof SocketModule>()),
  getSocket: () => socket.current,
}));

const headline = { vehicleId: '5b0a6f3e-8d52-4f0e-9d1c-2b7f0c3e4a51', year: 2016, make: 'Opel', model: 'Astra' };
const now = () => new Date().toISOString();
const outbid = () => ({
  ...headline,
  yourBid: '6000.00',
  maximumExceeded: false,
  currentBid: '6100.00',
  minimumNextBid: '6200.00',
  auctionEndTime: new Date(Date.now() + 3600_000).toISOString(),
  serverTime: now(),
});
const bidReceived = (bidCount: number) => ({
  ...headline,
  bidId: `b${bidCount}`,
  amount: '6100.00',
  currentBid: '6100.00',
  bidCount,
  isReserveMet: false,
  auctionEndTime: new Date(Date.now() + 3600_000).toISOString(),
  serverTime: now(),
});

const answerReceived = (questionId: string) => ({ ...headline, questionId, serverTime: now() });

beforeEach(() => {
  clearToasts();
  socket.current = createFakeSocket();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

/** The signed-in user and their table of preferences, as the server answers them. */
function stubApi(preferences: NotificationPreferences) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const json = (body: unknown) =>
        new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
      if (input === '/api/auth/user') return json(makeUser());
      if (input === '/api/notification-preferences') return json(preferences);
      throw new Error(`unexpected request ${input}`);
    }),
  );
}

async function deliver(event: string, payload: unknown) {
  await act(async () => {
    socket.current!.push(event, payload);
    await new Promise((resolve) => setTimeout(resolve, 30));
  });
}

async function renderNotifier(preferences: NotificationPreferences) {
  stubApi(preferences);
  await renderWithApp(<UserEventNotifier />);
  await waitFor(() =>
    expect(vi.mocked(fetch)).toHaveBeenCalledWith('/api/notification-preferences', expect.anything()),
  );
  // The notifier listens once it knows who is signed in and what they chose.
  await new Promise((resolve) => setTimeout(resolve, 50));
}

describe('UserEventNotifier and the "in the app" choices', () => {
  it('shows an outbid notice and a new bid on the seller’s listing by default (Romanian)', async () => {
    await renderNotifier(DEFAULT_NOTIFICATION_PREFERENCES);
    await deliver('bid:outbid', outbid());
    await expectToast('Oferta dvs. a fost depășită', '2016 Opel Astra');
    await deliver('listing:bid-received', bidReceived(3));
    await waitFor(() => expect(toasts()).toHaveLength(2));
  });

  it('holds back the kinds switched off in the app, and still shows the others', async () => {
    await renderNotifier({
      ...DEFAULT_NOTIFICATION_PREFERENCES,
      outbid: { ...DEFAULT_NOTIFICATION_PREFERENCES.outbid, app: false },
      'listing-bid': { ...DEFAULT_NOTIFICATION_PREFERENCES['listing-bid'], app: false },
    });
    await deliver('bid:outbid', outbid());
    await deliver('listing:bid-received', bidReceived(4));
    expect(toasts()).toEqual([]);
    // Not optional: a cancelled auction is always told.
    await deliver('auction:cancelled', { ...headline, reason: 'Vehicul avariat', serverTime: now() });
    await waitFor(() => expect(toasts()).toHaveLength(1));
  });

  it('tells how an auction ended, each kind as its own "in the app" switch says', async () => {
    await renderNotifier({
      ...DEFAULT_NOTIFICATION_PREFERENCES,
      'auction-lost': { ...DEFAULT_NOTIFICATION_PREFERENCES['auction-lost'], app: false },
    });
    await deliver('auction:lost', {
      ...headline,
      outcome: 'sold',
      price: '6500.00',
      acceptUntil: null,
      serverTime: now(),
    });
    expect(toasts()).toEqual([]);
    await deliver('listing:unsold', {
      ...headline,
      bidCount: 0,
      highestBid: null,
      acceptUntil: null,
      serverTime: now(),
    });
    await expectToast('Licitația dvs. s-a încheiat fără vânzare', '2016 Opel Astra s-a încheiat fără oferte.');
  });

  it('tells the asker the seller answered, linking to the questions', async () => {
    await renderNotifier(DEFAULT_NOTIFICATION_PREFERENCES);
    await deliver('question:answer-received', answerReceived('q-1'));
    await expectToast('Vânzătorul v-a răspuns', 'Vânzătorul vehiculului 2016 Opel Astra a răspuns la întrebarea dvs.');
    const link = document.querySelector('[data-testid="user-event-question:answer-received"] a');
    expect(link?.getAttribute('href')).toBe(`/vehicle/${headline.vehicleId}#questions`);
  });

  it('holds back the answer notice when only its "in the app" switch is off', async () => {
    await renderNotifier({
      ...DEFAULT_NOTIFICATION_PREFERENCES,
      'question-answered': { app: false, email: true, push: true },
    });
    await deliver('question:answer-received', answerReceived('q-2'));
    await deliver('bid:outbid', outbid());
    await waitFor(() => expect(toasts()).toHaveLength(1));
    expect(toasts()[0]).toContain('Oferta dvs. a fost depășită');
  });
});
