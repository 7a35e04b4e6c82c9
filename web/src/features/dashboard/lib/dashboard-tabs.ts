/** The dashboard's sections, in the order of the tab bar; the first is shown when the URL names none. */
export const DASHBOARD_TABS = ['activity', 'watchlist', 'listings', 'transactions', 'saved-searches'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

export const DEFAULT_DASHBOARD_TAB: DashboardTab = 'activity';

/** The `tab` query parameter, read defensively: a hand-edited or stale link falls back to the default tab. */
export function parseDashboardTab(value: string | null | undefined): DashboardTab {
  return DASHBOARD_TABS.find((tab) => tab === value) ?? DEFAULT_DASHBOARD_TAB;
}

/** The link to one tab, keeping whatever else the URL carries. */
export function dashboardTabSearch(current: URLSearchParams, tab: DashboardTab): URLSearchParams {
  const next = new URLSearchParams(current);
  next.set('tab', tab);
  return next;
}
