import { MantineProvider } from '@mantine/core';
import { NOTIFICATION_DISPLAY_MS, NOTIFICATION_LIMIT } from '@autolicit/shared';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense, lazy, useState, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { i18n } from '../lib/i18n';
import { DeviceHintContext, usePhoneLayout, type DeviceHint } from '../lib/device-hint';
import { setNotificationCloseLabel } from '../lib/notify';
import { useHydrated } from '../hooks/use-hydrated';
import { RenderTimeProvider } from '../lib/render-time';
import { createQueryClient } from './query-client';
import { theme } from './theme';

interface AppProvidersProps {
  children: ReactNode;
  /** A query cache already holding the server render's answers; a fresh one otherwise. */
  queryClient?: QueryClient;
  /** When the server rendered this page (ms), while it is hydrated; see lib/render-time. */
  renderedAt?: number | null;
  /** The server's guess of the device it rendered for; see lib/device-hint. */
  device?: DeviceHint | null;
  /** This is the server's render of the page. */
  server?: boolean;
}

export function AppProviders({
  children,
  queryClient: given,
  renderedAt = null,
  device = null,
  server = false,
}: AppProvidersProps) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        {/* The theme's CSS variables are a stylesheet made at build time (theme-variables.css). */}
        <MantineProvider theme={theme} withCssVariables={false} defaultColorScheme="light">
          <RenderTimeProvider renderedAt={renderedAt} server={server}>
            <DeviceHintContext value={device}>
              <AppNotifications />
              {children}
            </DeviceHintContext>
          </RenderTimeProvider>
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}

// The host (transitions, the notification's own component) is a chunk fetched after the first
// paint; notify() only writes to Mantine's store, which the host shows once it is in.
const Notifications = lazy(() => import('@mantine/notifications').then((m) => ({ default: m.Notifications })));

/**
 * Spec §9: one notification at a time, shown for 5 s. Desktop: bottom right, where it never covers
 * the header. Phones: at the top, because the bid bar and the bid controls are at the bottom.
 */
function AppNotifications() {
  const phone = usePhoneLayout();
  const { t } = useTranslation();
  // Read when a notification is shown (lib/notify), in the language of that moment.
  setNotificationCloseLabel(t('help.close'));
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <Notifications
        limit={NOTIFICATION_LIMIT}
        autoClose={NOTIFICATION_DISPLAY_MS}
        position={phone ? 'top-center' : 'bottom-right'}
      />
    </Suspense>
  );
}
