import type { Language, PushDeviceDto } from '@autolicit/shared';
import { PUSH_LANGUAGE_KEY, PUSH_SETTINGS_CACHE } from '../../../service-worker/push-settings';
import { saveSubscription } from '../api/push-api';
import { decodeApplicationServerKey, deviceIdFor, forgetDevice, rememberDevice } from './push-support';

/** How long to wait for the service worker (registered when the page is idle) before giving up. */
const WORKER_WAIT_MS = 10_000;

/** The page's service worker registration, waiting for it while it is still being registered. */
export async function findRegistration(wait = WORKER_WAIT_MS): Promise<ServiceWorkerRegistration | null> {
  const existing = await navigator.serviceWorker.getRegistration();
  if (existing) return existing;
  return Promise.race([
    navigator.serviceWorker.ready,
    new Promise<null>((resolve) => setTimeout(() => resolve(null), wait)),
  ]);
}

/** This browser's subscription and the id the API gave it, if push is on here. */
export async function readThisDevice(): Promise<{ subscription: PushSubscription; deviceId: string | null } | null> {
  const registration = await findRegistration(0);
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return null;
  return { subscription, deviceId: deviceIdFor(localStorage, subscription.endpoint) };
}

/**
 * Subscribes this browser (reusing its subscription when it has one), hands it to the API with the
 * interface's language, and remembers the device id and the language for the list and the worker.
 */
export async function subscribeThisDevice(publicKey: string, language: Language): Promise<PushDeviceDto> {
  const registration = await findRegistration();
  if (!registration) throw new Error('no service worker');
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: decodeApplicationServerKey(publicKey),
    }));
  const json = subscription.toJSON();
  const device = await saveSubscription({
    endpoint: subscription.endpoint,
    expirationTime: json.expirationTime ?? null,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
    language,
  });
  rememberDevice(localStorage, subscription.endpoint, device.id);
  await storeWorkerLanguage(language);
  return device;
}

/** After this device was removed from the list: the browser stops receiving too. */
export async function unsubscribeThisDevice(): Promise<void> {
  const current = await readThisDevice();
  if (!current) return;
  forgetDevice(localStorage, current.subscription.endpoint);
  await current.subscription.unsubscribe();
}

async function storeWorkerLanguage(language: Language): Promise<void> {
  if (typeof caches === 'undefined') return;
  const cache = await caches.open(PUSH_SETTINGS_CACHE);
  await cache.put(PUSH_LANGUAGE_KEY, new Response(language, { headers: { 'Content-Type': 'text/plain' } }));
}
