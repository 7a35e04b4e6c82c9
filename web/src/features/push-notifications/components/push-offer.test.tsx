import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../../test/fetch-stub';
import { renderWithApp } from '../../../../test/render';
import { PUSH_DEVICE_STORAGE_KEY } from '../lib/push-support';
import { PushOffer } from './push-offer';

const PUBLIC_KEY = `B${'A'.repeat(86)}`;
const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/device-1';

/**
 * The browser's side of push, which jsdom does not have: Notification (its permission and prompt),
 * PushManager and a service worker registration whose push manager hands out a subscription.
 */
function stubBrowserPush(options: {
  permission: NotificationPermission;
  answer?: NotificationPermission;
  subscribed?: boolean;
}) {
  const subscription = {
    endpoint: ENDPOINT,
    toJSON: () => ({
      endpoint: ENDPOINT,
      expirationTime: null,
      keys: { p256dh: `B${'x'.repeat(86)}`, auth: 'a'.repeat(22) },
    }),
    unsubscribe: vi.fn(async () => true),
  };
  let current = options.subscribed ? subscription : null;
  const requestPermission = vi.fn(async () => options.answer ?? options.permission);
  const subscribe = vi.fn(async () => {
    current = subscription;
    return subscription;
  });
  const registration = { pushManager: { getSubscription: async () => current, subscribe } };
  vi.stubGlobal('Notification', { permission: options.permission, requestPermission });
  vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(navigator, 'serviceWorker', {
    value: { getRegistration: async () => registration, ready: Promise.resolve(registration) },
    configurable: true,
  });
  return { requestPermission, subscribe };
}

function stubPushApi() {
  return stubFetch((call) => {
    if (call.path === '/api/push/vapid-public-key') return { body: { publicKey: PUBLIC_KEY } };
    if (call.method === 'POST' && call.path === '/api/push/subscriptions') {
      return {
        status: 201,
        body: {
          id: 'device-1',
          label: 'Chrome pe Linux',
          language: 'ro',
          createdAt: '2026-03-01T10:00:00Z',
          lastSuccessAt: null,
        },
      };
    }
    return undefined;
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('PushOffer', () => {
  it('asks for permission only on the click, subscribes with the API key and sends the language', async () => {
    const browser = stubBrowserPush({ permission: 'default', answer: 'granted' });
    const api = stubPushApi();
    await renderWithApp(<PushOffer />);
    const button = await screen.findByRole('button', { name: 'Activați notificările' });
    expect(screen.getByText(/oferta dvs. este depășită/)).toBeTruthy();
    expect(browser.requestPermission).not.toHaveBeenCalled();
    await waitFor(() => expect(button.hasAttribute('data-loading')).toBe(false));

    fireEvent.click(button);
    expect(await screen.findByText('Notificările sunt activate pe acest dispozitiv.')).toBeTruthy();
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    const [subscribeOptions] = browser.subscribe.mock.calls[0] as unknown as [PushSubscriptionOptionsInit];
    expect(subscribeOptions.userVisibleOnly).toBe(true);
    expect((subscribeOptions.applicationServerKey as Uint8Array).length).toBe(65);
    const post = api.calls.find((call) => call.method === 'POST');
    expect(post?.body).toMatchObject({ endpoint: ENDPOINT, language: 'ro', keys: { auth: 'a'.repeat(22) } });
    expect(JSON.parse(localStorage.getItem(PUSH_DEVICE_STORAGE_KEY) ?? '{}')).toEqual({ [ENDPOINT]: 'device-1' });
  });

  it('says it is blocked when the reader refuses, in English too', async () => {
    stubBrowserPush({ permission: 'default', answer: 'denied' });
    stubPushApi();
    await renderWithApp(<PushOffer />, { language: 'en' });
    const button = await screen.findByRole('button', { name: 'Turn on notifications' });
    await waitFor(() => expect(button.hasAttribute('data-loading')).toBe(false));
    fireEvent.click(button);
    expect(await screen.findByText(/blocked in your browser’s settings/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Turn on notifications' })).toBeNull();
  });

  it('offers nothing after a bid when notifications are already blocked or already on here', async () => {
    stubBrowserPush({ permission: 'denied' });
    stubPushApi();
    const blocked = await renderWithApp(<PushOffer />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('push-offer')).toBeNull();
    blocked.unmount();

    stubBrowserPush({ permission: 'granted', subscribed: true });
    localStorage.setItem(PUSH_DEVICE_STORAGE_KEY, JSON.stringify({ [ENDPOINT]: 'device-1' }));
    await renderWithApp(<PushOffer />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('push-offer')).toBeNull();
  });

  it('explains "Add to Home Screen" on an iPhone outside the installed app, in both languages', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Version/17.4 Mobile Safari/604.1',
      maxTouchPoints: 5,
      standalone: false,
    });
    const api = stubPushApi();
    const ro = await renderWithApp(<PushOffer />);
    expect(await screen.findByText('Alegeți „Adăugați pe ecranul principal”.')).toBeTruthy();
    expect(screen.getByText(/iOS 16.4/)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    ro.unmount();
    await renderWithApp(<PushOffer />, { language: 'en' });
    expect(await screen.findByText('Choose “Add to Home Screen”.')).toBeTruthy();
    expect(api.calls).toEqual([]);
  });
});
