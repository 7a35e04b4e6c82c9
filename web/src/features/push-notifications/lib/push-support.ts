/**
 * Whether this browser can receive our pushes:
 * - `supported`: service workers, the Push API and notifications are there;
 * - `ios-install`: Safari on an iPhone or iPad outside an installed app — push arrives only once
 *   the site is added to the Home Screen and opened from its icon (iOS/iPadOS 16.4+);
 * - `unsupported`: anything else without them.
 */
export type PushSupport = 'supported' | 'ios-install' | 'unsupported';

export interface PushEnvironment {
  hasServiceWorker: boolean;
  hasPushManager: boolean;
  hasNotification: boolean;
  userAgent: string;
  /** iPadOS presents itself as a Mac; its touch points tell it apart. */
  maxTouchPoints: number;
  /** Safari's `navigator.standalone`: true inside an app added to the Home Screen. */
  standalone: boolean | undefined;
}

export function detectPushSupport(env: PushEnvironment): PushSupport {
  if (env.hasServiceWorker && env.hasPushManager && env.hasNotification) return 'supported';
  const apple = /iPhone|iPad|iPod/.test(env.userAgent) || (/Macintosh/.test(env.userAgent) && env.maxTouchPoints > 1);
  if (apple && env.standalone !== true) return 'ios-install';
  return 'unsupported';
}

/** What this page's browser offers, read where the APIs are (never on the server). */
export function readPushEnvironment(): PushEnvironment {
  return {
    hasServiceWorker: typeof navigator !== 'undefined' && 'serviceWorker' in navigator,
    hasPushManager: typeof window !== 'undefined' && 'PushManager' in window,
    hasNotification: typeof window !== 'undefined' && 'Notification' in window,
    userAgent: typeof navigator === 'undefined' ? '' : navigator.userAgent,
    maxTouchPoints: typeof navigator === 'undefined' ? 0 : navigator.maxTouchPoints,
    standalone: typeof navigator === 'undefined' ? undefined : (navigator as { standalone?: boolean }).standalone,
  };
}

/** The VAPID public key (base64url, as the API sends it) as the bytes `pushManager.subscribe` takes. */
export function decodeApplicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/**
 * The API never returns endpoints, so the id it gave this device is remembered per endpoint: the
 * list marks "this device" by it, and removing it also ends the browser's subscription.
 */
export const PUSH_DEVICE_STORAGE_KEY = 'autolicit.pushDevices';

type DeviceStorage = Pick<Storage, 'getItem' | 'setItem'>;

function readDeviceMap(storage: DeviceStorage): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(PUSH_DEVICE_STORAGE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

export function rememberDevice(storage: DeviceStorage, endpoint: string, deviceId: string): void {
  // One browser profile has one subscription: older endpoints of it are gone for good.
  storage.setItem(PUSH_DEVICE_STORAGE_KEY, JSON.stringify({ [endpoint]: deviceId }));
}

export function deviceIdFor(storage: DeviceStorage, endpoint: string): string | null {
  const id = readDeviceMap(storage)[endpoint];
  return typeof id === 'string' ? id : null;
}

export function forgetDevice(storage: DeviceStorage, endpoint: string): void {
  const map = readDeviceMap(storage);
  delete map[endpoint];
  storage.setItem(PUSH_DEVICE_STORAGE_KEY, JSON.stringify(map));
}
