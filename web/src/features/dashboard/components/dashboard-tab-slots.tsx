import { createContext, use, type ComponentType } from 'react';

/**
 * Tabs whose content belongs to another feature (the saved searches): app/ hands them in here,
 * since a feature never imports another. A tab without its content is not shown.
 */
export interface DashboardTabSlots {
  SavedSearches: ComponentType | null;
}

export const DashboardTabSlotsContext = createContext<DashboardTabSlots>({ SavedSearches: null });

export function useDashboardTabSlots(): DashboardTabSlots {
  return use(DashboardTabSlotsContext);
}
