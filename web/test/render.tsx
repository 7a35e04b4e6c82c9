import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { cssVariablesResolver, theme } from '../src/app/theme';
import { changeLanguage, i18n } from '../src/lib/i18n';
import type { Language } from '@autolicit/shared';

/**
 * Renders a component with the app's real providers (Mantine theme, i18n in the given language,
 * a fresh query client, a memory router), as the app would.
 */
export async function renderWithApp(ui: ReactNode, options: { language?: Language; route?: string } = {}): Promise<RenderResult> {
  await changeLanguage(options.language ?? 'ro');
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <Notifications />
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={[options.route ?? '/']}>{ui}</MemoryRouter>
        </QueryClientProvider>
      </I18nextProvider>
    </MantineProvider>,
  );
}
