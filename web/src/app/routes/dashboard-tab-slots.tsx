import { Skeleton } from '@mantine/core';
import { Suspense, lazy } from 'react';
import type { DashboardTabSlots } from '../../features/dashboard/components/dashboard-tab-slots';

const LazySavedSearchesList = lazy(() =>
  import('../../features/saved-searches/components/saved-searches-list').then((module) => ({
    default: module.SavedSearchesList,
  })),
);

/** The dashboard's "Căutări salvate" tab: its code comes when the tab is opened. */
function SavedSearchesTab() {
  return (
    <Suspense fallback={<Skeleton height={120} radius="lg" />}>
      <LazySavedSearchesList />
    </Suspense>
  );
}

export const dashboardTabSlots: DashboardTabSlots = { SavedSearches: SavedSearchesTab };
