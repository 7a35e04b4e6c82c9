import { describe, expect, it } from 'vitest';
import { readSsrState, serializeSsrState, type SsrState } from './ssr-state';
import { guessDevice } from '../../lib/device-hint';
import { ssrPageKind } from './render-page';

const state: SsrState = {
  renderedAt: 1_795_600_000_000,
  language: 'ro',
  device: 'phone',
  viewer: 'visitor',
  extras: [],
  queries: {
    mutations: [],
    queries: [
      {
        queryKey: ['vehicles', 'detail', 'x'],
        queryHash: 'h',
        dehydratedAt: 1,
        state: { data: { description: '</script><script>alert(1)</script>\u2028' } } as never,
      },
    ],
  },
};

/** A document holding the state as the server writes it. */
function documentWith(body: string): Document {
  const doc = document.implementation.createHTMLDocument('t');
  doc.body.innerHTML = `<div id="root"></div><script type="application/json" id="ssr-state">${body}</script>`;
  return doc;
}

describe('the server render state', () => {
  it('cannot close its script element, whatever a seller wrote, and reads back intact', () => {
    const text = serializeSsrState(state);
    expect(text).not.toMatch(/<\/script/i);
    expect(text).not.toContain('\u2028');
    expect(readSsrState(documentWith(text))).toEqual(state);
  });

  it('is absent on a client-rendered page, and unreadable state is treated as absent', () => {
    expect(readSsrState(document.implementation.createHTMLDocument('t'))).toBeNull();
    expect(readSsrState(documentWith('{not json'))).toBeNull();
    expect(readSsrState(documentWith('{"language":"ro"}'))).toBeNull();
  });
});

describe('the pages the server renders', () => {
  it('are the home page, browse (with its filters) and vehicle pages with a well-formed id', () => {
    expect(ssrPageKind('/')).toBe('home');
    expect(ssrPageKind('/vehicles')).toBe('browse');
    expect(ssrPageKind('/browse')).toBe('browse');
    expect(ssrPageKind('/vehicle/85928d56-bf07-47d3-8498-ef6c36c523ca')).toBe('vehicle');
    expect(ssrPageKind('/vehicle/85928D56-BF07-47D3-8498-EF6C36C523CA/')).toBe('vehicle');
    expect(ssrPageKind('/vehicle/123')).toBeNull();
    expect(ssrPageKind('/dashboard')).toBeNull();
    expect(ssrPageKind('/advanced-search')).toBeNull();
  });
});

describe("the server's guess of the device", () => {
  it('is a phone for Android phones and iPhones, wide for tablets, computers and unknown readers', () => {
    expect(
      guessDevice(
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
      ),
    ).toBe('phone');
    expect(
      guessDevice(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('phone');
    expect(
      guessDevice(
        'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
      ),
    ).toBe('desktop');
    expect(
      guessDevice('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'),
    ).toBe('desktop');
    expect(guessDevice(undefined)).toBe('desktop');
  });
});
