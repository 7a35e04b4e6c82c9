import type { NotificationKind, NotificationPreferences } from '@autolicit/shared';
import type { UserEvent } from './describe-user-event';

/**
 * The preference whose "in the app" switch holds a notice back. Account and payment facts (an
 * auction cancelled or rescheduled, a sale settled, a dealer review) are not optional.
 */
const IN_APP_PREFERENCE: Record<UserEvent['kind'], NotificationKind | null> = {
  'bid:outbid': 'outbid',
  'auction:won': 'auction-won',
  'auction:sold': 'listing-sold',
  'watchlist:ending-soon': 'ending-soon',
  'listing:bid-received': 'listing-bid',
  'listing:reserve-met': 'reserve-met',
  'auction:lost': 'auction-lost',
  'listing:unsold': 'listing-unsold',
  'listing:question-received': 'question-asked',
  'question:answer-received': 'question-answered',
  'auction:cancelled': null,
  'auction:rescheduled': null,
  'transaction:settled': null,
  'trader:reviewed': null,
};

/**
 * Whether a user event shows as a notice on the open page. Until the user's choices are known (or
 * when they cannot be read) the default holds: shown.
 */
export function isShownInApp(kind: UserEvent['kind'], preferences: NotificationPreferences | undefined): boolean {
  const preference = IN_APP_PREFERENCE[kind];
  if (!preference || !preferences) return true;
  return (preferences[preference] as Partial<Record<'app', boolean>>).app !== false;
}
