import { QueryClient } from '@tanstack/react-query';

/**
 * Spec §7: queries are not retried, not refetched on focus or by interval, and never go stale by
 * default; screens that need fresher data say so (the current user: 60 s; live prices come from
 * the socket, not from refetching). Mutations run now or fail now: TanStack's default would pause
 * one while the browser is offline and send it by itself later — a bid placed minutes after the
 * user tapped it, at a price they no longer see.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false, staleTime: Infinity },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
