import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { handleUnauthorized } from '../../../lib/unauthorized';
import { useSessionEndWatch } from './use-session-end-watch';

const listeners = vi.hoisted(() => new Set<() => void>());
vi.mock('../../../lib/live/socket', () => ({
  onServerClosedSocket: (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
}));
vi.mock('../../../lib/unauthorized', () => ({ handleUnauthorized: vi.fn() }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  listeners.clear();
});

const user = { id: 'u1', email: 'ana@example.ro' };

/** The server knows the user only once `rotated` (the new cookie has arrived). */
function stubWhoAmI(state: { rotated: boolean }) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      state.rotated
        ? new Response(JSON.stringify(user), { status: 200, headers: { 'Content-Type': 'application/json' } })
        : new Response(JSON.stringify({ message: 'Unauthorized' }), {
            status: 401,
            headers: { 'Content-Type': 'application/json' },
          }),
    ),
  );
}

async function setup() {
  const queryClient = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const rendered = renderHook(
    () => {
      useSessionEndWatch(true);
      return useMutation({ mutationFn: (done: Promise<void>) => done });
    },
    { wrapper },
  );
  // The socket's code is loaded on demand: the watch subscribes once it is in.
  await waitFor(() => expect(listeners.size).toBe(1));
  return rendered;
}

describe('useSessionEndWatch', () => {
  it('leaves the page when the server closed the socket and no longer knows the user', async () => {
    stubWhoAmI({ rotated: false });
    await setup();
    act(() => listeners.forEach((listener) => listener()));
    await waitFor(() => expect(handleUnauthorized).toHaveBeenCalledWith('action'));
  });

  it("waits for this page's own request that rotated the session before asking who the user is", async () => {
    const state = { rotated: false };
    stubWhoAmI(state);
    const { result } = await setup();
    let finish!: () => void;
    act(() => result.current.mutate(new Promise<void>((resolve) => (finish = resolve))));
    await waitFor(() => expect(result.current.isPending).toBe(true));
    // The old session's socket closes while the role switch is still on its way back.
    act(() => listeners.forEach((listener) => listener()));
    await new Promise((resolve) => setTimeout(resolve, 300));
    state.rotated = true;
    act(() => finish());
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(handleUnauthorized).not.toHaveBeenCalled();
  });
});
