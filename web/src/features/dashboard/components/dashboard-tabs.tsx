import { Tabs } from '@mantine/core';
import { IconBookmark, IconCarGarage, IconGavel, IconHeart, IconReceipt } from '@tabler/icons-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDashboardTab } from '../hooks/use-dashboard-tab';
import { DASHBOARD_TABS, parseDashboardTab, type DashboardTab } from '../lib/dashboard-tabs';
import { ActivityTab } from './activity-tab';
import { useDashboardTabSlots } from './dashboard-tab-slots';
import { ListingsTab } from './listings-tab';
import { TransactionsTab } from './transactions-tab';
import { WatchlistTab } from './watchlist-tab';

const TAB_ICONS: Record<DashboardTab, ReactNode> = {
  activity: <IconGavel size={16} aria-hidden />,
  watchlist: <IconHeart size={16} aria-hidden />,
  listings: <IconCarGarage size={16} aria-hidden />,
  transactions: <IconReceipt size={16} aria-hidden />,
  'saved-searches': <IconBookmark size={16} aria-hidden />,
};

/**
 * Activity, Watchlist, My Listings, Transactions and Saved searches, the selected one in the URL. Only the open
 * tab is mounted, so only its cards join vehicle rooms. On a phone the tab bar scrolls sideways
 * instead of wrapping onto a second row.
 */
export function DashboardTabs({ userId }: { userId: string }) {
  const { t } = useTranslation('dashboard');
  const { tab, setTab } = useDashboardTab();
  const { SavedSearches } = useDashboardTabSlots();
  const tabs = DASHBOARD_TABS.filter((value) => value !== 'saved-searches' || SavedSearches);
  const listRef = useRef<HTMLDivElement>(null);

  // A link to a tab that sits past a phone's edge would open it out of sight: bring it into the
  // scrolled bar (horizontally only; scrollIntoView would also move the page).
  useEffect(() => {
    const list = listRef.current;
    const active = list?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
    if (!list || !active) return;
    const listBox = list.getBoundingClientRect();
    const tabBox = active.getBoundingClientRect();
    if (tabBox.left < listBox.left || tabBox.right > listBox.right) {
      list.scrollLeft += tabBox.left - listBox.left - (listBox.width - tabBox.width) / 2;
    }
  }, [tab]);

  const panel = (value: DashboardTab, content: ReactNode) => (
    <Tabs.Panel value={value} pt="lg">
      {content}
    </Tabs.Panel>
  );

  return (
    <Tabs value={tab} onChange={(value) => value && setTab(parseDashboardTab(value))} keepMounted={false}>
      <Tabs.List
        ref={listRef}
        aria-label={t('tabs.label')}
        style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden', scrollbarWidth: 'thin' }}
      >
        {tabs.map((value) => (
          <Tabs.Tab key={value} value={value} leftSection={TAB_ICONS[value]} fz="md">
            {t(`tabs.${value}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {panel('activity', <ActivityTab userId={userId} />)}
      {panel('watchlist', <WatchlistTab userId={userId} />)}
      {panel('listings', <ListingsTab userId={userId} />)}
      {panel('transactions', <TransactionsTab userId={userId} />)}
      {SavedSearches && panel('saved-searches', <SavedSearches />)}
    </Tabs>
  );
}
