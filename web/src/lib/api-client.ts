import type { i18n as I18n } from 'i18next';
import { type ApiErrorBody, formatEuro } from '@autolicit/shared';

/**
 * A non-OK answer of the API. Its message is "status: body text" (or the status text when the body
 * is empty), as spec §8 requires — the 401 handling of the pages looks for "401: ". The parsed
 * error body is kept so the UI can translate it by `messageKey`.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly bodyText: string,
    readonly body: ApiErrorBody | null,
  ) {
    super(bodyText ? `${status}: ${bodyText}` : `${status}: ${statusText}`);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Spec §8: an error starting with "401: " means the session is gone. */
export function isUnauthorizedError(error: unknown): boolean {
  return isApiError(error) && error.status === 401;
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export interface ApiResponse<T> {
  data: T;
  headers: Headers;
}

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export function parseErrorBody(text: string): ApiErrorBody | null {
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && typeof (parsed as { message?: unknown }).message === 'string') {
      return parsed as ApiErrorBody;
    }
  } catch {
    // A proxy or crash page answered with HTML/plain text: the text itself is the message.
  }
  return null;
}

/** Builds the fetch options: cookies always, a JSON content type only when there is a body (spec §7). */
export function buildRequestInit(options: ApiRequestOptions): RequestInit {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const init: RequestInit = { method: options.method ?? 'GET', credentials: 'include', headers };
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(options.body);
  }
  if (options.signal) init.signal = options.signal;
  return init;
}

/** Turns a Response into data or an ApiError. Empty bodies (204) become undefined. */
export async function readResponse<T>(response: Response): Promise<T> {
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, response.statusText, text, parseErrorBody(text));
  return (text ? JSON.parse(text) : undefined) as T;
}

export async function apiRequestWithHeaders<T>(
  path: string,
  options: ApiRequestOptions = {},
  fetchImpl: FetchLike = fetch,
): Promise<ApiResponse<T>> {
  const response = await fetchImpl(path, buildRequestInit(options));
  const data = await readResponse<T>(response);
  return { data, headers: response.headers };
}

export async function apiRequest<T>(
  path: string,
  options: ApiRequestOptions = {},
  fetchImpl: FetchLike = fetch,
): Promise<T> {
  return (await apiRequestWithHeaders<T>(path, options, fetchImpl)).data;
}

/** A page of a list endpoint with the total from `X-Total-Count` (falls back to the page length). */
export async function apiGetList<T>(
  path: string,
  options: ApiRequestOptions = {},
  fetchImpl: FetchLike = fetch,
): Promise<{ items: T[]; total: number }> {
  const { data, headers } = await apiRequestWithHeaders<T[]>(path, options, fetchImpl);
  const total = Number(headers.get('X-Total-Count'));
  return { items: data, total: Number.isFinite(total) && headers.has('X-Total-Count') ? total : data.length };
}

/** Query string without empty values (spec §7: "Empty values are omitted"). */
export function toQueryString(params: Record<string, string | number | boolean | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** What error texts need of i18next (its calls and the language); the app's i18n instance is one. */
export type MessageTranslator = Pick<I18n, 't' | 'exists' | 'language'>;

/** A price as the server writes it in message parameters: Romanian, as it does not know the reader. */
const SERVER_PRICE = /^(\d{1,3}(?:\.\d{3})*) €$/;

/** Prices among the parameters, rewritten the way the reader's language writes them (€15,600 in English). */
function localizePriceParams(
  params: Record<string, unknown> | undefined,
  language: string,
): Record<string, unknown> | undefined {
  if (!params || language !== 'en') return params;
  return Object.fromEntries(
    Object.entries(params).map(([key, value]) => {
      const price = typeof value === 'string' ? SERVER_PRICE.exec(value) : null;
      return [key, price ? formatEuro(Number(price[1]!.replaceAll('.', '')), 'en') : value];
    }),
  );
}

/**
 * The text to show for a failed call: the server's `messageKey` in the chosen language, else its
 * English `message`, else a network/generic text. `fallbackKey` lets a screen give its own text
 * (e.g. "Failed to place bid") when the server said nothing useful.
 */
export function getErrorMessage(error: unknown, i18n: MessageTranslator, fallbackKey = 'errors.generic'): string {
  if (isApiError(error)) {
    const key = error.body?.messageKey;
    if (key && i18n.exists(key, { ns: 'validation' })) {
      return i18n.t(key, { ns: 'validation', ...localizePriceParams(error.body?.messageParams, i18n.language) });
    }
    if (error.body?.message) return error.body.message;
    return i18n.t(fallbackKey);
  }
  // fetch rejects with a TypeError when the network or the server is unreachable.
  if (error instanceof TypeError) return i18n.t('errors.network');
  return i18n.t(fallbackKey);
}
