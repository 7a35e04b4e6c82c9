import { MantineProvider } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';
import { NOTIFICATION_DISPLAY_MS, NOTIFICATION_LIMIT } from '@autolicit/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n';
import { createQueryClient } from './query-client';
import { cssVariablesResolver, theme } from './theme';

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
          <AppNotifications />
          {children}
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}

/**
 * Spec §9: one notification at a time, shown for 5 s. Desktop: bottom right, where it never covers
 * the header. Phones: at the top, because the bid bar and the bid controls are at the bottom.
 */
function AppNotifications() {
  const phone = useMediaQuery('(max-width: 48em)', false);
  return <Notifications limit={NOTIFICATION_LIMIT} autoClose={NOTIFICATION_DISPLAY_MS} position={phone ? 'top-center' : 'bottom-right'} />;
}
