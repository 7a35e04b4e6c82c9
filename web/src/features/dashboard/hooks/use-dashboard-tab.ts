import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { dashboardTabSearch, parseDashboardTab, type DashboardTab } from '../lib/dashboard-tabs';

/**
 * The dashboard tab lives in the URL (`?tab=watchlist`), so a tab can be linked to, survives a
 * reload, and Back returns to the previous tab: each change is a history entry.
 */
export function useDashboardTab(): { tab: DashboardTab; setTab: (tab: DashboardTab) => void } {
  const [params, setParams] = useSearchParams();
  const tab = parseDashboardTab(params.get('tab'));
  const setTab = useCallback(
    (next: DashboardTab) => setParams((current) => dashboardTabSearch(current, next)),
    [setParams],
  );
  return { tab, setTab };
}
