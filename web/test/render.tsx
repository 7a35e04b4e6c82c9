import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { listingActionSlots } from '../src/app/routes/listing-action-slots';
import { cssVariablesResolver, theme } from '../src/app/theme';
import { VehicleCardSlotsProvider } from '../src/app/vehicle-card-slots';
import { ListingActionSlotsContext } from '../src/features/dashboard/components/listing-action-slots';
import { floatingWidgets } from '../src/components/deferred-widgets';
import { ALL_NAMESPACES, changeLanguage, i18n, loadTexts } from '../src/lib/i18n';
import type { Language } from '@autolicit/shared';

/**
 * Renders a component with the app's real providers (Mantine theme, i18n in the given language,
 * a fresh query client, a memory router, the features app/ hands to shared cards), as the app would.
 */
export async function renderWithApp(
  ui: ReactNode,
  options: { language?: Language; route?: string } = {},
): Promise<RenderResult> {
  await changeLanguage(options.language ?? 'ro');
  // The app fetches some texts with their screens (lib/i18n); a test renders a screen on its own.
  await loadTexts(ALL_NAMESPACES);
  // As a moment after the app's first paint: the floating widgets are in (deferred-widgets.test.tsx
  // covers their stand-ins).
  await floatingWidgets.load();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <Notifications />
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <VehicleCardSlotsProvider>
            <ListingActionSlotsContext value={listingActionSlots}>
              <MemoryRouter initialEntries={[options.route ?? '/']}>{ui}</MemoryRouter>
            </ListingActionSlotsContext>
          </VehicleCardSlotsProvider>
        </QueryClientProvider>
      </I18nextProvider>
    </MantineProvider>,
  );
}
