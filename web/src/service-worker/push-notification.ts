/**
 * The pure part of the worker's push handling (service-worker.ts wires it to the events): what a
 * push shows, where a click on it leads, and which open window takes that click. Kept apart so a
 * table test can pin it down.
 */
import { type Language, type PushKind, pushPayloadSchema } from '@autolicit/shared';

export { PUSH_LANGUAGE_KEY, PUSH_SETTINGS_CACHE } from './push-settings';

/** The installable app's icon (web/public/icons); Android draws the badge from its shape in the status bar. */
export const NOTIFICATION_ICON = '/icons/icon-192.png';
export const NOTIFICATION_BADGE = '/icons/icon-192.png';

/** The outbid notification's action: the vehicle page with the bid amount in view and focused. */
export const BID_AGAIN_ACTION = 'bid-again';
/** The vehicle page's hook for it (web/src/features/bidding/hooks/use-bid-hash-links.ts). */
export const BID_HASH = '#bid';

const BID_AGAIN_TITLE: Record<Language, string> = { ro: 'Licitați din nou', en: 'Bid again' };

/** Outbid notices sound again when they replace an older one of the same auction (same tag). */
const RENOTIFY_KINDS: ReadonlySet<PushKind> = new Set(['bid-outbid', 'bid-outbid-by-purchase']);
const ACTION_KINDS: ReadonlySet<PushKind> = new Set(['bid-outbid']);

/** Options beyond what TypeScript's WebWorker library declares (actions, renotify, timestamp). */
export interface PushNotificationOptions extends NotificationOptions {
  body: string;
  tag: string;
  data: { url: string };
  icon: string;
  badge: string;
  lang: Language;
  renotify: boolean;
  timestamp?: number;
  actions?: { action: string; title: string }[];
}

export interface PushNotification {
  title: string;
  options: PushNotificationOptions;
}

/**
 * The notification for a push's payload (already read as JSON), or null when it is not one of ours:
 * anything that does not parse is ignored rather than shown half-filled. The payload names the
 * language its texts are written in; `language` (the one the page stored when the device
 * subscribed) stands in for a payload without it. It sets `lang` and the action's title.
 */
export function notificationFromPush(data: unknown, language: Language): PushNotification | null {
  const parsed = pushPayloadSchema.safeParse(data);
  if (!parsed.success) return null;
  const payload = parsed.data;
  const lang = payload.language ?? language;
  // A path like "//evil.example" starts with "/" but leaves the origin: never open it.
  if (!isSameOriginPath(payload.url)) return null;
  const sentAt = Date.parse(payload.sentAt);
  return {
    title: payload.title,
    options: {
      body: payload.body,
      tag: payload.tag,
      data: { url: payload.url },
      icon: NOTIFICATION_ICON,
      badge: NOTIFICATION_BADGE,
      lang,
      renotify: RENOTIFY_KINDS.has(payload.kind),
      ...(Number.isFinite(sentAt) ? { timestamp: sentAt } : {}),
      ...(ACTION_KINDS.has(payload.kind)
        ? { actions: [{ action: BID_AGAIN_ACTION, title: BID_AGAIN_TITLE[lang] }] }
        : {}),
    },
  };
}

function isSameOriginPath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\');
}

/**
 * The absolute URL a click opens: the notification's path on our origin ("Bid again" adds the bid
 * hash), or null when its data holds no same-origin path.
 */
export function resolveClickUrl(data: unknown, action: string, origin: string): string | null {
  const path = (data as { url?: unknown } | null)?.url;
  if (typeof path !== 'string' || !isSameOriginPath(path)) return null;
  let url: URL;
  try {
    url = new URL(path, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  if (action === BID_AGAIN_ACTION) url.hash = BID_HASH;
  return url.href;
}

/**
 * Which open window of the app takes a click: one already showing `target` is only focused; else
 * the first of our windows is focused and navigated there; none → a new window (null). A target
 * without a hash matches a window on the same page whatever its hash; a target with one (the bid
 * hash) navigates even a window on that page, so the page brings the bid form into view.
 */
export function chooseWindow(
  windows: readonly { url: string }[],
  target: string,
  origin: string,
): { index: number; navigate: boolean } | null {
  const wanted = new URL(target);
  const withoutHash = (url: URL) => `${url.origin}${url.pathname}${url.search}`;
  const ours = windows
    .map((window, index) => ({ url: safeUrl(window.url), index }))
    .filter((entry): entry is { url: URL; index: number } => entry.url?.origin === origin);
  const same = ours.find(({ url }) =>
    wanted.hash ? url.href === wanted.href : withoutHash(url) === withoutHash(wanted),
  );
  if (same) return { index: same.index, navigate: false };
  const any = ours[0];
  return any ? { index: any.index, navigate: true } : null;
}

function safeUrl(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

export function parseStoredLanguage(text: string | null | undefined): Language {
  return text === 'en' ? 'en' : 'ro';
}
