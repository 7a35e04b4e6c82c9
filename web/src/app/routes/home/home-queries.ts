import { HOME_PUBLIC_LIMIT, HOME_SIGNED_IN_LIMIT } from '@autolicit/shared';

/** The lists the home page shows, shared by the page and the server's render of it (same query keys). */
export const HOME_ENDING_SOON_QUERY = {
  status: 'active',
  sort: 'ending-soon',
  limit: HOME_PUBLIC_LIMIT,
  offset: 0,
} as const;
export const HOME_NEWEST_QUERY = { status: 'active', sort: 'newest', limit: HOME_SIGNED_IN_LIMIT, offset: 0 } as const;
