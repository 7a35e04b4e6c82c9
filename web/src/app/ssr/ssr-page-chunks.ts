/** The pages rendered on the server: those a phone opens first. */
export type SsrPageKind = 'home' | 'browse' | 'vehicle';

/**
 * The build manifest keys of the lazy chunks each page awaits before hydrating (its screen, the texts
 * its router entry loads), in the order the server hints them (`modulepreload`). One list for the
 * server's hints and the web budgets (scripts/check-web-budget.ts), so both count the same files.
 */
export const SSR_PAGE_CHUNKS: Record<SsrPageKind, readonly string[]> = {
  home: ['src/app/routes/home/home-page.tsx', 'src/locales/home/ro.ts'],
  browse: ['src/app/routes/browse-route.tsx', 'src/features/browse/locales/ro.ts'],
  // The live socket's code is not hinted: the app fetches it as it starts (main.tsx), beside the
  // page's chunks, and the page hydrates without it.
  vehicle: [
    'src/app/routes/vehicle/vehicle-page.tsx',
    'src/features/vehicle/locales/ro.ts',
    'src/features/bidding/locales/ro.ts',
  ],
};

/** Who a page was rendered for, as far as the code it needs goes: `admin` is an account with admin rights. */
export type SsrViewer = 'visitor' | 'user' | 'admin';

/**
 * The chunks a page rendered for an account needs beyond its own: the header's user/admin switch of
 * an account with admin rights. Hinted and counted like the page's.
 */
export const SSR_VIEWER_CHUNKS: Record<SsrViewer, readonly string[]> = {
  visitor: [],
  user: [],
  admin: ['src/features/admin/components/role-switcher.tsx'],
};

/** What a page shows only to some of its readers: the seller's tools on their own vehicle's page. */
export type SsrExtra = 'sellerTools';

/**
 * The chunks of each extra (app/seller-tools-slots.tsx), hinted and counted with the page's when a
 * page is rendered with it (app/ssr/ssr-extras.ts).
 */
export const SSR_EXTRA_CHUNKS: Record<SsrExtra, readonly string[]> = {
  sellerTools: [
    'src/app/ssr/ssr-extras.ts',
    'src/app/seller-tools-chunk.ts',
    'src/features/seller-tools/locales/ro.ts',
  ],
};
