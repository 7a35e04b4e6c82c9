import { vi } from 'vitest';

export interface StubbedCall {
  method: string;
  path: string;
  body: unknown;
}

type Handler = (call: StubbedCall) => { status?: number; body?: unknown; headers?: Record<string, string> } | undefined;

/**
 * Replaces `fetch` for a component test: the HTTP server is outside the unit under test (the real
 * one is exercised by the integration and browser tests). Unhandled requests fail loudly.
 */
export function stubFetch(handler: Handler) {
  const calls: StubbedCall[] = [];
  const fetchMock = vi.fn(async (input: string, init: RequestInit = {}) => {
    const call: StubbedCall = {
      method: init.method ?? 'GET',
      path: String(input),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const answer = handler(call);
    if (!answer) throw new Error(`unexpected request ${call.method} ${call.path}`);
    const status = answer.status ?? 200;
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status,
      headers: { 'Content-Type': 'application/json', ...answer.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}
