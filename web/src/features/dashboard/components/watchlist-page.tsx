import { ComingSoonPage } from '../../../components/coming-soon-page';

/** Placeholder until the watchlist page lands (issue 5). */
export function WatchlistPage() {
  return <ComingSoonPage titleKey="pages.watchlist" />;
}
