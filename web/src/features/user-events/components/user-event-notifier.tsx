import type { NotificationPreferences } from '@autolicit/shared';
import { Anchor, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { notify } from '../../../lib/notify';
import { currentUserQueryKey, useCurrentUser } from '../../../hooks/use-current-user';
import {
  fetchNotificationPreferences,
  notificationPreferencesQueryKey,
} from '../../../lib/notification-preferences-api';
import { isWinToldByOwnPurchase } from '../../../lib/own-purchases';
import { describeUserEvent, type UserEvent } from '../lib/describe-user-event';
import { isShownInApp } from '../lib/in-app-preference';
import { USER_EVENTS_NS, registerUserEventTexts } from '../lib/user-event-texts';
import { useUserEvents } from '../hooks/use-user-events';

/**
 * While a user is signed in, the events of their own room become notifications with a link (spec
 * §4), in the chosen language, unless the user switched that kind off "in the app"; the lists they
 * change are refreshed either way. A win this tab's own buy-now already announced ("Purchase
 * Successful!") is not announced again: the newer notice would replace the buyer's confirmation.
 */
export function UserEventNotifier() {
  registerUserEventTexts();
  const { t } = useTranslation(USER_EVENTS_NS);
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useQuery({
    queryKey: notificationPreferencesQueryKey,
    queryFn: () => fetchNotificationPreferences(),
    enabled: Boolean(user),
  });

  const show = (event: UserEvent) => {
    // Read when the event comes: a switch changed on the dashboard applies to the next notice.
    const preferences = queryClient.getQueryData<NotificationPreferences>(notificationPreferencesQueryKey);
    if (!isShownInApp(event.kind, preferences)) return;
    const notice = describeUserEvent(event);
    notify({
      color: notice.color,
      title: t(notice.titleKey),
      message: (
        <Stack gap={4} data-testid={`user-event-${event.kind}`}>
          <Text size="sm">{t(notice.messageKey, notice.values)}</Text>
          <Anchor
            size="sm"
            fw={600}
            href={notice.linkTo}
            onClick={(click) => {
              click.preventDefault();
              void navigate(notice.linkTo);
            }}
          >
            {t(notice.linkKey)}
          </Anchor>
        </Stack>
      ),
    });
  };

  useUserEvents(Boolean(user), (event: UserEvent) => {
    if (!user) return;
    const refresh = {
      'bid:outbid': 'bids',
      'auction:won': 'transactions',
      'auction:sold': 'transactions',
      'auction:cancelled': 'bids',
      'auction:rescheduled': 'watchlist',
      'transaction:settled': 'transactions',
      'trader:reviewed': 'vehicles',
      'listing:bid-received': 'vehicles',
      'listing:reserve-met': 'vehicles',
      'listing:unsold': 'vehicles',
      'auction:lost': 'bids',
      'listing:question-received': 'vehicles',
      'watchlist:ending-soon': 'watchlist',
      // An answer changes none of the user's lists (the vehicle page hears it in its own room).
      'question:answer-received': null,
    } as const;
    const list = refresh[event.kind];
    if (list) void queryClient.invalidateQueries({ queryKey: ['users', user.id, list] });
    if (event.kind === 'auction:sold') void queryClient.invalidateQueries({ queryKey: ['users', user.id, 'vehicles'] });
    // A verification changes what the account may do (list as a business) and its badge.
    if (event.kind === 'trader:reviewed') void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    if (event.kind === 'auction:won') {
      // The buyer's own "Purchase Successful!" is the notice of a buy-now; it may still be on its way.
      void isWinToldByOwnPurchase(event.payload.vehicleId).then((told) => {
        if (!told) show(event);
      });
      return;
    }
    show(event);
  });
  return null;
}
