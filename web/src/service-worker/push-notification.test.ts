import { describe, expect, it } from 'vitest';
import {
  BID_AGAIN_ACTION,
  NOTIFICATION_BADGE,
  NOTIFICATION_ICON,
  chooseWindow,
  notificationFromPush,
  parseStoredLanguage,
  resolveClickUrl,
} from './push-notification';

const ORIGIN = 'https://autolicit.ro';
const VEHICLE = '6f1c2a4e-8b7d-4c3a-9e2f-1a2b3c4d5e6f';
const outbid = {
  kind: 'bid-outbid',
  vehicleId: VEHICLE,
  title: 'Oferta dvs. a fost depășită',
  body: 'Dacia Duster 2021: oferta curentă este 14.000 €.',
  url: `/vehicle/${VEHICLE}`,
  tag: `outbid:${VEHICLE}`,
  sentAt: '2026-03-01T10:15:00.000Z',
};

describe('notificationFromPush', () => {
  it('shows an outbid push with its texts, tag, link, icons, language, renotify, time and "Licitați din nou"', () => {
    expect(notificationFromPush(outbid, 'ro')).toEqual({
      title: outbid.title,
      options: {
        body: outbid.body,
        tag: outbid.tag,
        data: { url: outbid.url },
        icon: NOTIFICATION_ICON,
        badge: NOTIFICATION_BADGE,
        lang: 'ro',
        renotify: true,
        timestamp: Date.parse(outbid.sentAt),
        actions: [{ action: BID_AGAIN_ACTION, title: 'Licitați din nou' }],
      },
    });
  });

  it('titles the action in the language the device subscribed in', () => {
    expect(notificationFromPush(outbid, 'en')?.options).toMatchObject({
      lang: 'en',
      actions: [{ action: BID_AGAIN_ACTION, title: 'Bid again' }],
    });
  });

  it('takes the language the payload names over the one stored by the page', () => {
    expect(notificationFromPush({ ...outbid, language: 'en' }, 'ro')?.options).toMatchObject({
      lang: 'en',
      actions: [{ action: BID_AGAIN_ACTION, title: 'Bid again' }],
    });
    expect(notificationFromPush({ ...outbid, language: 'xx' }, 'ro')).toBeNull();
  });

  it('renotifies a bought-by-another notice but offers no bid on an auction that ended', () => {
    const options = notificationFromPush({ ...outbid, kind: 'bid-outbid-by-purchase' }, 'ro')?.options;
    expect(options?.renotify).toBe(true);
    expect(options).not.toHaveProperty('actions');
  });

  it('leaves the time to the browser when sentAt is not a date', () => {
    expect(notificationFromPush({ ...outbid, sentAt: 'soon' }, 'ro')?.options).not.toHaveProperty('timestamp');
  });

  const invalid: [what: string, data: unknown][] = [
    ['nothing', null],
    ['a string', 'You have been outbid'],
    ['an unknown kind', { ...outbid, kind: 'marketing' }],
    ['no title', { ...outbid, title: undefined }],
    ['a vehicle id that is not a uuid', { ...outbid, vehicleId: '42' }],
    ['an absolute URL elsewhere', { ...outbid, url: 'https://evil.example/vehicle/1' }],
    ['a protocol-relative URL', { ...outbid, url: '//evil.example/vehicle/1' }],
    ['a backslash URL', { ...outbid, url: '/\\evil.example/vehicle/1' }],
  ];
  it.each(invalid)('ignores %s', (_what, data) => {
    expect(notificationFromPush(data, 'ro')).toBeNull();
  });
});

describe('resolveClickUrl', () => {
  const cases: [what: string, data: unknown, action: string, url: string | null][] = [
    ['the body of the notification', { url: '/vehicle/7' }, '', `${ORIGIN}/vehicle/7`],
    ['"Bid again"', { url: '/vehicle/7' }, BID_AGAIN_ACTION, `${ORIGIN}/vehicle/7#bid`],
    [
      '"Bid again" on a link with a query',
      { url: '/vehicle/7?from=push' },
      BID_AGAIN_ACTION,
      `${ORIGIN}/vehicle/7?from=push#bid`,
    ],
    ['an unknown action', { url: '/vehicle/7' }, 'share', `${ORIGIN}/vehicle/7`],
    ['no data', null, '', null],
    ['a URL that is not a string', { url: 7 }, '', null],
    ['another origin', { url: 'https://evil.example/' }, '', null],
    ['a protocol-relative URL', { url: '//evil.example/x' }, '', null],
  ];
  it.each(cases)('%s → %s', (_what, data, action, url) => {
    expect(resolveClickUrl(data, action, ORIGIN)).toBe(url);
  });
});

describe('chooseWindow', () => {
  const page = `${ORIGIN}/vehicle/7`;
  const cases: [what: string, windows: string[], target: string, choice: ReturnType<typeof chooseWindow>][] = [
    ['no window open', [], page, null],
    ['only another site’s window', ['https://example.com/'], page, null],
    ['a window already on the page', [`${ORIGIN}/`, page], page, { index: 1, navigate: false }],
    ['a window on the page with another hash', [`${page}#history`], page, { index: 0, navigate: false }],
    [
      'a window on another page of ours',
      ['https://example.com/', `${ORIGIN}/dashboard`],
      page,
      { index: 1, navigate: true },
    ],
    ['"Bid again" with the page open', [page], `${page}#bid`, { index: 0, navigate: true }],
    ['"Bid again" with the bid form already in view', [`${page}#bid`], `${page}#bid`, { index: 0, navigate: false }],
    ['the same path under another query', [`${page}?tab=photos`], page, { index: 0, navigate: true }],
    ['a window whose URL cannot be read', ['about:blank', 'not a url'], page, null],
  ];
  it.each(cases)('%s', (_what, windows, target, choice) => {
    expect(
      chooseWindow(
        windows.map((url) => ({ url })),
        target,
        ORIGIN,
      ),
    ).toEqual(choice);
  });
});

describe('parseStoredLanguage', () => {
  it('reads English, and Romanian for anything else (the default)', () => {
    expect([
      parseStoredLanguage('en'),
      parseStoredLanguage('ro'),
      parseStoredLanguage(null),
      parseStoredLanguage('de'),
    ]).toEqual(['en', 'ro', 'ro', 'ro']);
  });
});
