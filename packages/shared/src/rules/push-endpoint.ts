/**
 * A push subscription's endpoint is a URL the workers will POST to, so accepting one is letting a
 * user pick a target for our servers' requests. Only the browsers' own push services are accepted:
 * https, on an allow-list of origins (PUSH_ALLOWED_ENDPOINT_ORIGINS replaces the default list).
 * An entry `https://*.example.com` allows every subdomain of example.com, never example.com itself.
 */
export const DEFAULT_PUSH_SERVICE_ORIGINS = [
  // Chrome, Edge on Android, Opera, Samsung Internet (Firebase Cloud Messaging)
  'https://fcm.googleapis.com',
  // Firefox (Mozilla autopush)
  'https://updates.push.services.mozilla.com',
  // Safari on macOS, iOS and iPadOS 16.4+ (Apple Push Notification service)
  'https://web.push.apple.com',
  // Edge on Windows (Windows Push Notification Services, regional hosts)
  'https://*.notify.windows.com',
] as const;

export type PushEndpointVerdict = 'allowed' | 'invalid' | 'not-https' | 'not-allowed';

/** Longer endpoints than any push service issues are refused before they are parsed. */
export const PUSH_ENDPOINT_MAX_LENGTH = 2048;

function matchesOrigin(url: URL, allowed: string): boolean {
  const wildcard = /^https:\/\/\*\.([^/:]+)(?::(\d+))?$/.exec(allowed);
  if (!wildcard) return url.origin === allowed.replace(/\/$/, '');
  const [, suffix, port = ''] = wildcard;
  return url.port === port && url.hostname.endsWith(`.${suffix?.toLowerCase()}`);
}

/** Whether the workers may send to this endpoint (checked when subscribing and again when sending). */
export function checkPushEndpoint(endpoint: string, allowedOrigins: readonly string[]): PushEndpointVerdict {
  if (endpoint.length > PUSH_ENDPOINT_MAX_LENGTH) return 'invalid';
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'invalid';
  }
  if (url.protocol !== 'https:') return 'not-https';
  // Credentials in the URL would be sent along; no push service issues them.
  if (url.username !== '' || url.password !== '') return 'not-allowed';
  return allowedOrigins.some((allowed) => matchesOrigin(url, allowed)) ? 'allowed' : 'not-allowed';
}

/** The allow-list's entries, as PUSH_ALLOWED_ENDPOINT_ORIGINS writes them: https origins, `*.` for subdomains. */
export const PUSH_ORIGIN_PATTERN = /^https:\/\/(\*\.)?[a-z0-9.-]+(:\d{1,5})?\/?$/i;
