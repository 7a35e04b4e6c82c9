import { describe, expect, it } from 'vitest';
import { DEFAULT_PUSH_SERVICE_ORIGINS, PUSH_ORIGIN_PATTERN, checkPushEndpoint } from './push-endpoint';

describe('checkPushEndpoint', () => {
  it.each([
    ['https://fcm.googleapis.com/fcm/send/abc:APA91b', 'allowed'],
    ['https://updates.push.services.mozilla.com/wpush/v2/gAAAA', 'allowed'],
    ['https://web.push.apple.com/QGuQyavXutnMH', 'allowed'],
    ['https://wns2-par02p.notify.windows.com/w/?token=BQYAAA', 'allowed'],
    // The wildcard is for subdomains only, on the default port only.
    ['https://notify.windows.com/w/', 'not-allowed'],
    ['https://x.notify.windows.com:8443/w/', 'not-allowed'],
    // Look-alikes and tricks.
    ['https://fcm.googleapis.com.evil.example/send', 'not-allowed'],
    ['https://evilfcm.googleapis.com/send', 'not-allowed'],
    ['https://user:pw@fcm.googleapis.com/send', 'not-allowed'],
    ['https://fcm.googleapis.com:444/send', 'not-allowed'],
    ['https://127.0.0.1/push', 'not-allowed'],
    ['https://169.254.169.254/latest/meta-data', 'not-allowed'],
    ['https://[::1]/push', 'not-allowed'],
    ['https://localhost/push', 'not-allowed'],
    ['http://fcm.googleapis.com/fcm/send/abc', 'not-https'],
    ['file:///etc/passwd', 'not-https'],
    ['not a url', 'invalid'],
    [`https://fcm.googleapis.com/${'a'.repeat(2100)}`, 'invalid'],
  ])('%s is %s with the default list', (endpoint, verdict) => {
    expect(checkPushEndpoint(endpoint, DEFAULT_PUSH_SERVICE_ORIGINS)).toBe(verdict);
  });

  it('takes a configured list instead of the default one, ports included', () => {
    const list = ['https://127.0.0.1:9443'];
    expect(checkPushEndpoint('https://127.0.0.1:9443/push/1', list)).toBe('allowed');
    expect(checkPushEndpoint('https://127.0.0.1:9444/push/1', list)).toBe('not-allowed');
    expect(checkPushEndpoint('https://fcm.googleapis.com/fcm/send/abc', list)).toBe('not-allowed');
  });

  it('accepts every default entry as a configurable origin', () => {
    for (const origin of DEFAULT_PUSH_SERVICE_ORIGINS) expect(origin).toMatch(PUSH_ORIGIN_PATTERN);
    expect('http://x.example').not.toMatch(PUSH_ORIGIN_PATTERN);
    expect('https://x.example/path').not.toMatch(PUSH_ORIGIN_PATTERN);
  });
});
