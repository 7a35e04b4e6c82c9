import { useUserBids, useUserWatchlist } from '../../../hooks/use-user-lists';
import { isNewAccount } from '../lib/dashboard-stats';
import { useUnauthorizedRedirect } from './use-unauthorized-redirect';
import { useUserListings } from './use-user-listings';
import { useUserTransactions } from './use-user-transactions';

/**
 * What the dashboard page decides from all four activity lists at once (the stat cards and tabs
 * read the same cached queries): whether this is a brand-new account, which gets the welcome card,
 * and the spec §8 redirect when a list answers 401.
 */
export function useDashboardOverview(userId: string | undefined): { newAccount: boolean } {
  const bids = useUserBids(userId);
  const watchlist = useUserWatchlist(userId);
  const listings = useUserListings(userId);
  const transactions = useUserTransactions(userId);
  useUnauthorizedRedirect([bids.error, watchlist.error, listings.error, transactions.error]);
  return {
    newAccount: isNewAccount({
      bids: bids.data,
      watchlist: watchlist.data,
      listings: listings.data,
      transactions: transactions.data,
    }),
  };
}
