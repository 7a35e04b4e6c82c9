import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../../test/fetch-stub';
import { renderWithApp } from '../../../../test/render';
import { PUSH_DEVICE_STORAGE_KEY } from '../lib/push-support';
import { PushDevicesPanel } from './push-devices-panel';

const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/this-one';
const devices = [
  {
    id: 'phone',
    label: 'Chrome pe Android',
    language: 'ro',
    createdAt: '2026-03-01T10:00:00Z',
    lastSuccessAt: '2026-03-02T08:30:00Z',
  },
  { id: 'laptop', label: 'Firefox pe Windows', language: 'en', createdAt: '2026-02-01T10:00:00Z', lastSuccessAt: null },
];

function stubSubscribedBrowser() {
  const subscription = { endpoint: ENDPOINT, unsubscribe: vi.fn(async () => true) };
  const registration = { pushManager: { getSubscription: async () => subscription, subscribe: vi.fn() } };
  vi.stubGlobal('Notification', { permission: 'granted', requestPermission: vi.fn() });
  vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(navigator, 'serviceWorker', {
    value: { getRegistration: async () => registration, ready: Promise.resolve(registration) },
    configurable: true,
  });
  localStorage.setItem(PUSH_DEVICE_STORAGE_KEY, JSON.stringify({ [ENDPOINT]: 'phone' }));
  return subscription;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('PushDevicesPanel', () => {
  it('lists the devices, marks this one, and removing it after the confirmation also unsubscribes here', async () => {
    const subscription = stubSubscribedBrowser();
    let list = devices;
    const api = stubFetch((call) => {
      if (call.path === '/api/push/vapid-public-key') return { body: { publicKey: 'BAAA' } };
      if (call.method === 'GET' && call.path === '/api/push/subscriptions') return { body: { devices: list } };
      if (call.method === 'DELETE' && call.path === '/api/push/subscriptions/phone') {
        list = list.filter((device) => device.id !== 'phone');
        return { status: 204 };
      }
      return undefined;
    });
    await renderWithApp(<PushDevicesPanel />);
    const section = await screen.findByRole('region', { name: 'Dispozitive cu notificări' });
    const rows = await within(section).findAllByTestId('push-device');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/Chrome pe Android.*Limba: Română.*Adăugat: .*Ultima livrare: /),
      expect.stringMatching(/Firefox pe Windows.*Limba: English.*Ultima livrare: niciuna încă/),
    ]);
    await waitFor(() => expect(within(rows[0]!).getByText('Acest dispozitiv')).toBeTruthy());
    expect(within(rows[1]!).queryByText('Acest dispozitiv')).toBeNull();
    expect(screen.getByText('Notificările sunt activate pe acest dispozitiv.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Eliminați Chrome pe Android' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminați acest dispozitiv?' });
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Eliminați' }));
    await waitFor(() => expect(screen.getAllByTestId('push-device')).toHaveLength(1));
    expect(subscription.unsubscribe).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(PUSH_DEVICE_STORAGE_KEY)).toBe('{}');
  });

  it('shows the API’s message when the list fails, and says when this browser cannot receive push', async () => {
    stubFetch((call) =>
      call.path === '/api/push/subscriptions'
        ? { status: 503, body: { code: 'SERVICE_UNAVAILABLE', message: 'Database unavailable' } }
        : undefined,
    );
    await renderWithApp(<PushDevicesPanel />, { language: 'en' });
    expect(await screen.findByText('Your devices could not be loaded')).toBeTruthy();
    expect(screen.getByText('Database unavailable')).toBeTruthy();
    expect(screen.getByText('This browser cannot receive notifications.')).toBeTruthy();
  });

  it('is not shown when push is off on the deployment', async () => {
    stubFetch((call) =>
      call.path === '/api/push/subscriptions'
        ? { status: 404, body: { code: 'PUSH_DISABLED', message: 'Push notifications are not enabled' } }
        : undefined,
    );
    await renderWithApp(<PushDevicesPanel />);
    await waitFor(() => expect(screen.queryByTestId('push-devices')).toBeNull());
    expect(screen.queryByText('Dispozitive cu notificări')).toBeNull();
  });
});
