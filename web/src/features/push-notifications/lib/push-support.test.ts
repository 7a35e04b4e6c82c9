import { describe, expect, it } from 'vitest';
import {
  type PushEnvironment,
  type PushSupport,
  decodeApplicationServerKey,
  deviceIdFor,
  detectPushSupport,
  forgetDevice,
  rememberDevice,
} from './push-support';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Version/17.4 Mobile/15E148 Safari/604.1';
const IPAD_AS_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.4 Safari/605.1.15';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36';
const full = { hasServiceWorker: true, hasPushManager: true, hasNotification: true };
const none = { hasServiceWorker: true, hasPushManager: false, hasNotification: false };

describe('detectPushSupport', () => {
  const cases: [what: string, env: PushEnvironment, support: PushSupport][] = [
    ['Chrome on Android', { ...full, userAgent: ANDROID, maxTouchPoints: 5, standalone: undefined }, 'supported'],
    [
      'the installed app on an iPhone (iOS 16.4+)',
      { ...full, userAgent: IPHONE, maxTouchPoints: 5, standalone: true },
      'supported',
    ],
    [
      'Safari on an iPhone, not installed',
      { ...none, userAgent: IPHONE, maxTouchPoints: 5, standalone: false },
      'ios-install',
    ],
    [
      'Safari on an iPad that says it is a Mac',
      { ...none, userAgent: IPAD_AS_MAC, maxTouchPoints: 5, standalone: false },
      'ios-install',
    ],
    [
      'an old installed app on an iPhone (before 16.4)',
      { ...none, userAgent: IPHONE, maxTouchPoints: 5, standalone: true },
      'unsupported',
    ],
    [
      'Safari on a real Mac without push',
      { ...none, userAgent: IPAD_AS_MAC, maxTouchPoints: 0, standalone: undefined },
      'unsupported',
    ],
    [
      'a browser without service workers',
      {
        hasServiceWorker: false,
        hasPushManager: true,
        hasNotification: true,
        userAgent: ANDROID,
        maxTouchPoints: 0,
        standalone: undefined,
      },
      'unsupported',
    ],
  ];
  it.each(cases)('%s → %s', (_what, env, support) => {
    expect(detectPushSupport(env)).toBe(support);
  });
});

describe('decodeApplicationServerKey', () => {
  it('reads base64url with and without padding into the raw bytes', () => {
    expect([...decodeApplicationServerKey('-_8')]).toEqual([0xfb, 0xff]);
    expect([...decodeApplicationServerKey('AQID')]).toEqual([1, 2, 3]);
    expect(decodeApplicationServerKey(`B${'A'.repeat(86)}`).length).toBe(65);
  });
});

describe('the device remembered per endpoint', () => {
  function memoryStorage() {
    const items = new Map<string, string>();
    return {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
    };
  }

  it('finds the id of this endpoint only, replaces an older endpoint, and forgets', () => {
    const storage = memoryStorage();
    expect(deviceIdFor(storage, 'https://fcm.googleapis.com/a')).toBeNull();
    rememberDevice(storage, 'https://fcm.googleapis.com/a', 'id-a');
    expect(deviceIdFor(storage, 'https://fcm.googleapis.com/a')).toBe('id-a');
    rememberDevice(storage, 'https://fcm.googleapis.com/b', 'id-b');
    expect(deviceIdFor(storage, 'https://fcm.googleapis.com/a')).toBeNull();
    expect(deviceIdFor(storage, 'https://fcm.googleapis.com/b')).toBe('id-b');
    forgetDevice(storage, 'https://fcm.googleapis.com/b');
    expect(deviceIdFor(storage, 'https://fcm.googleapis.com/b')).toBeNull();
  });

  it('survives a damaged entry', () => {
    const storage = memoryStorage();
    storage.setItem('autolicit.pushDevices', '{not json');
    expect(deviceIdFor(storage, 'x')).toBeNull();
    storage.setItem('autolicit.pushDevices', '["x"]');
    expect(deviceIdFor(storage, '0')).toBeNull();
  });
});

describe('the texts', () => {
  it('have the same keys in both languages', async () => {
    const { en } = await import('../locales/en');
    const { ro } = await import('../locales/ro');
    const keys = (value: object, prefix = ''): string[] =>
      Object.entries(value).flatMap(([key, child]) =>
        typeof child === 'string' ? [`${prefix}${key}`] : keys(child as object, `${prefix}${key}.`),
      );
    expect(keys(ro).sort()).toEqual(keys(en).sort());
  });
});
