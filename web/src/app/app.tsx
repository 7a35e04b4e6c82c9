import { hydrate } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';
import { AppRoutes } from './router';
import type { SsrState } from './ssr/ssr-state';

/** The app; `ssr` is the server render's state when the page's HTML came server-rendered. */
export function App({ ssr = null }: { ssr?: SsrState | null }) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    if (ssr) hydrate(client, ssr.queries);
    return client;
  });
  return (
    <AppProviders queryClient={queryClient} renderedAt={ssr?.renderedAt ?? null} device={ssr?.device ?? null}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
