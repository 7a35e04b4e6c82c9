import { beforeAll, describe, expect, it } from 'vitest';
import {
  ApiError,
  apiGetList,
  apiRequest,
  buildRequestInit,
  getErrorMessage,
  isUnauthorizedError,
  toQueryString,
  type FetchLike,
} from './api-client';
import { i18n, loadTexts } from './i18n';

// The server's messages are texts the app fetches on demand (lib/i18n).
beforeAll(async () => {
  await i18n.loadLanguages(['ro', 'en']);
  await loadTexts(['validation']);
});

function fakeFetch(status: number, body: string, init: ResponseInit = {}): { fetch: FetchLike; calls: RequestInit[] } {
  const calls: RequestInit[] = [];
  return {
    calls,
    fetch: async (_path, requestInit) => {
      calls.push(requestInit);
      return new Response(status === 204 ? null : body, { status, ...init });
    },
  };
}

describe('buildRequestInit', () => {
  it('always sends cookies and sets a JSON content type only with a body', () => {
    const get = buildRequestInit({});
    expect(get.credentials).toBe('include');
    expect((get.headers as Record<string, string>)['Content-Type']).toBeUndefined();
    expect(get.body).toBeUndefined();
    const post = buildRequestInit({ method: 'POST', body: { amount: '15300' } });
    expect((post.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(post.body).toBe('{"amount":"15300"}');
  });
});

describe('apiRequest', () => {
  it('parses JSON and treats an empty body as undefined', async () => {
    await expect(apiRequest('/api/x', {}, fakeFetch(200, '{"a":1}').fetch)).resolves.toEqual({ a: 1 });
    await expect(apiRequest('/api/x', { method: 'POST' }, fakeFetch(204, '').fetch)).resolves.toBeUndefined();
  });

  it('throws "status: body" with the parsed error body', async () => {
    const body =
      '{"message":"Bid must be at least €15,400","code":"BID_TOO_LOW","messageKey":"bid.tooLow","messageParams":{"minimum":"15.400 €"}}';
    const error = await apiRequest('/api/x', {}, fakeFetch(400, body, { statusText: 'Bad Request' }).fetch).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(`400: ${body}`);
    expect((error as ApiError).body).toMatchObject({ code: 'BID_TOO_LOW', messageKey: 'bid.tooLow' });
  });

  it('uses the status text when the body is empty', async () => {
    const error = await apiRequest('/api/x', {}, fakeFetch(401, '', { statusText: 'Unauthorized' }).fetch).catch(
      (e: unknown) => e,
    );
    expect((error as ApiError).message).toBe('401: Unauthorized');
    expect((error as ApiError).body).toBeNull();
    expect(isUnauthorizedError(error)).toBe(true);
  });

  it('keeps a non-JSON error body as text', async () => {
    const error = await apiRequest('/api/x', {}, fakeFetch(502, 'Bad gateway').fetch).catch((e: unknown) => e);
    expect((error as ApiError).message).toBe('502: Bad gateway');
    expect((error as ApiError).body).toBeNull();
  });
});

describe('apiGetList', () => {
  it('reads the total from X-Total-Count', async () => {
    const { fetch } = fakeFetch(200, '[1,2]', { headers: { 'X-Total-Count': '57' } });
    await expect(apiGetList('/api/vehicles', {}, fetch)).resolves.toEqual({ items: [1, 2], total: 57 });
    await expect(apiGetList('/api/vehicles', {}, fakeFetch(200, '[1,2]').fetch)).resolves.toEqual({
      items: [1, 2],
      total: 2,
    });
  });
});

describe('toQueryString', () => {
  it('omits empty values', () => {
    expect(toQueryString({ make: 'BMW', model: '', minPrice: undefined, limit: 12, hasDamage: false })).toBe(
      '?make=BMW&limit=12&hasDamage=false',
    );
    expect(toQueryString({ make: '' })).toBe('');
  });
});

describe('getErrorMessage', () => {
  const error = new ApiError(400, 'Bad Request', 'x', {
    message: 'VIN must be exactly 17 characters',
    messageKey: 'listing.vinLength',
  });

  it('shows the messageKey in the chosen language', async () => {
    await i18n.changeLanguage('ro');
    expect(getErrorMessage(error, i18n)).toBe('Seria de șasiu (VIN) trebuie să aibă exact 17 caractere');
    await i18n.changeLanguage('en');
    expect(getErrorMessage(error, i18n)).toBe('VIN must be exactly 17 characters');
  });

  it('fills message params', async () => {
    await i18n.changeLanguage('en');
    const yearError = new ApiError(400, '', 'x', {
      message: 'Year…',
      messageKey: 'listing.yearRange',
      messageParams: { min: 1900, max: 2027 },
    });
    expect(getErrorMessage(yearError, i18n)).toBe('Year must be between 1900 and 2027');
  });

  it('writes the prices the server sends (Romanian) the way the reader reads them', async () => {
    const tooLow = new ApiError(400, '', 'x', {
      message: 'Bid must be at least 15.600 €',
      messageKey: 'bid.tooLow',
      messageParams: { amount: '15.600 €' },
    });
    await i18n.changeLanguage('en');
    expect(getErrorMessage(tooLow, i18n)).toBe('Bid must be at least €15,600');
    await i18n.changeLanguage('ro');
    expect(getErrorMessage(tooLow, i18n)).toContain('15.600 €');
  });

  it('falls back to the server message, then to network/generic texts', async () => {
    await i18n.changeLanguage('en');
    expect(getErrorMessage(new ApiError(400, '', 'x', { message: 'Odd', messageKey: 'no.such.key' }), i18n)).toBe(
      'Odd',
    );
    expect(getErrorMessage(new TypeError('Failed to fetch'), i18n)).toBe('Network error. Please try again.');
    expect(getErrorMessage(new ApiError(500, '', '', null), i18n)).toBe('Something went wrong. Please try again.');
  });
});
