import { DEFAULT_LANGUAGE, type UserDto, type VehicleDto } from '@autolicit/shared';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { currentUserQueryKey } from '../../hooks/use-current-user';
import { fetchCurrentUser } from '../../lib/session-api';
import {
  publicStatsQueryOptions,
  vehicleListQueryOptions,
  vehicleSearchQueryOptions,
} from '../../features/browse/api/vehicle-search-api';
import { BROWSE_PAGE_SIZE, parseBrowseSearchParams } from '../../features/browse/lib/search-filters';
import { HOME_ENDING_SOON_QUERY, HOME_NEWEST_QUERY } from '../routes/home/home-queries';
import { fetchVehicle, fetchVehicleBids } from '../../features/vehicle/api/vehicle-api';
import { vehicleBidsQueryKey, vehicleQueryKey } from '../../lib/vehicle-query-keys';
import { isVehicleId } from '../../features/vehicle/lib/bid-history';
import { apiRequest, type FetchLike } from '../../lib/api-client';
import { guessDevice } from '../../lib/device-hint';
import { AppProviders } from '../providers';
import { createQueryClient } from '../query-client';
import { AppRoutes, preloadRoute } from '../router';
import { preloadAccountControls } from '../shell/deferred-account-controls';
import {
  SSR_EXTRA_CHUNKS,
  SSR_VIEWER_CHUNKS,
  type SsrExtra,
  type SsrPageKind,
  type SsrViewer,
} from './ssr-page-chunks';
import { preloadSsrExtras } from './ssr-extras';
import type { SsrState } from './ssr-state';

export {
  SSR_EXTRA_CHUNKS,
  SSR_PAGE_CHUNKS,
  SSR_VIEWER_CHUNKS,
  type SsrPageKind,
  type SsrViewer,
} from './ssr-page-chunks';

/** The seller's tools go with their own vehicle's page only. */
function extrasOf(kind: SsrPageKind, url: URL, queryClient: QueryClient, user: UserDto | null | undefined): SsrExtra[] {
  if (kind !== 'vehicle' || !user) return [];
  const vehicle = queryClient.getQueryData<VehicleDto>(vehicleQueryKey(vehicleIdOf(url)));
  return vehicle?.sellerId === user.id ? ['sellerTools'] : [];
}

/** The id of a vehicle page's vehicle, as the page and its queries know it (lower case). */
const vehicleIdOf = (url: URL) => url.pathname.split('/')[2]!.toLowerCase();

function viewerOf(user: UserDto | null | undefined): SsrViewer {
  if (!user) return 'visitor';
  return user.canSwitchRole ? 'admin' : 'user';
}

/** React's marker of a boundary the server could not render, left to the client. */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

export function ssrPageKind(pathname: string): SsrPageKind | null {
  if (pathname === '/') return 'home';
  if (pathname === '/vehicles' || pathname === '/browse') return 'browse';
  const vehicle = /^\/vehicle\/([^/]+)\/?$/.exec(pathname);
  return vehicle && isVehicleId(vehicle[1]) ? 'vehicle' : null;
}

export interface RenderPageInput {
  /** The page's absolute URL. */
  url: string;
  /** Answers `/api/...` as the visitor would get it (their cookie): the server asks itself. */
  fetchApi: FetchLike;
  /** Server time now (ms). */
  now: number;
  /** The reader's User-Agent: phones get the phone layout in the HTML. */
  userAgent?: string;
}

export interface RenderedPage {
  kind: SsrPageKind;
  html: string;
  /** Images the page paints largest, for the head to fetch before the scripts (a search's first photo). */
  preloadImages: string[];
  /** Build manifest keys of chunks this render needs beyond its kind's (SSR_VIEWER_CHUNKS). */
  extraChunks: readonly string[];
  state: SsrState;
}

/**
 * Fetches what the page shows first, through the same query keys and fetchers the page uses, and
 * returns the images it paints largest (a search's first card photo, which the grid loads eagerly),
 * for the head to fetch before the scripts.
 */
async function prefetchPageData(
  queryClient: QueryClient,
  kind: SsrPageKind,
  url: URL,
  fetchApi: FetchLike,
): Promise<string[]> {
  await queryClient.prefetchQuery({
    queryKey: currentUserQueryKey,
    queryFn: () => fetchCurrentUser((path, options) => apiRequest(path, options, fetchApi)),
  });
  if (kind === 'home') {
    const signedIn = Boolean(queryClient.getQueryData(currentUserQueryKey));
    await Promise.all(
      signedIn
        ? [queryClient.prefetchQuery(vehicleListQueryOptions(HOME_NEWEST_QUERY, fetchApi))]
        : [
            queryClient.prefetchQuery(publicStatsQueryOptions(fetchApi)),
            queryClient.prefetchQuery(vehicleListQueryOptions(HOME_ENDING_SOON_QUERY, fetchApi)),
          ],
    );
    return [];
  }
  if (kind === 'browse') {
    const search = vehicleSearchQueryOptions(parseBrowseSearchParams(url.searchParams), BROWSE_PAGE_SIZE, fetchApi);
    await queryClient.prefetchQuery(search);
    const first = queryClient.getQueryData(search.queryKey)?.items[0];
    const photo = first?.thumbnails[0] ?? first?.images[0];
    return photo ? [photo] : [];
  }
  const id = vehicleIdOf(url);
  await Promise.all([
    queryClient.prefetchQuery({ queryKey: vehicleQueryKey(id), queryFn: () => fetchVehicle(id, fetchApi) }),
    queryClient.prefetchQuery({ queryKey: vehicleBidsQueryKey(id), queryFn: () => fetchVehicleBids(id, fetchApi) }),
  ]);
  return [];
}

/**
 * Renders a page to HTML on the server with the data it shows first, so a phone paints the page
 * (and its largest image) from the HTML instead of after ~300 KB of JavaScript. Returns null for
 * pages that are not server-rendered, or when the current user could not be read (the client then
 * renders as before). Only answers that succeeded are handed to the client; anything that failed is
 * rendered as loading, exactly as the client's first render will show it, and fetched by the client.
 */
export async function renderPage(input: RenderPageInput): Promise<RenderedPage | null> {
  const url = new URL(input.url);
  const kind = ssrPageKind(url.pathname);
  if (!kind) return null;
  const queryClient = createQueryClient();
  const device = guessDevice(input.userAgent);
  try {
    const preloadImages = await prefetchPageData(queryClient, kind, url, input.fetchApi);
    // Without the user the shell shows only its spinner: not worth sending.
    if (queryClient.getQueryState(currentUserQueryKey)?.status !== 'success') return null;
    queryClient.removeQueries({ predicate: (query) => query.state.status !== 'success' });

    const page = (
      <AppProviders queryClient={queryClient} renderedAt={input.now} device={device} server>
        <StaticRouter location={url.pathname + url.search}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    );
    const user = queryClient.getQueryData<UserDto | null>(currentUserQueryKey);
    const viewer = viewerOf(user);
    const extras = extrasOf(kind, url, queryClient, user);
    // renderToString writes every boundary in place, with no inline script (the CSP allows scripts
    // from 'self' only; React's streaming renders reveal large boundaries with inline scripts). It
    // cannot wait for code, so the page's screen and the header's account controls load first.
    await Promise.all([preloadRoute(url.pathname), preloadAccountControls(viewer), preloadSsrExtras(extras)]);
    const html = renderToString(page);
    if (html.includes(CLIENT_RENDERED_BOUNDARY)) return null;
    return {
      kind,
      html,
      preloadImages,
      extraChunks: [...SSR_VIEWER_CHUNKS[viewer], ...extras.flatMap((extra) => SSR_EXTRA_CHUNKS[extra])],
      state: {
        renderedAt: input.now,
        language: DEFAULT_LANGUAGE,
        device,
        queries: dehydrate(queryClient),
        viewer,
        extras,
      },
    };
  } finally {
    queryClient.clear();
  }
}

/**
 * Renders each page once with no data (a visitor, no vehicle), so the first real visitor neither
 * waits for the lazy route modules to load nor for the render code to warm up.
 */
export async function warmUpRenderer(now: number): Promise<void> {
  const fetchApi: FetchLike = async (path) =>
    new Response('{"message":"warm-up"}', { status: path === '/api/auth/user' ? 401 : 404 });
  for (const path of ['/', '/vehicles', '/vehicle/00000000-0000-4000-8000-000000000000'])
    await renderPage({ url: `http://localhost${path}`, fetchApi, now });
  await Promise.all([preloadAccountControls('admin'), preloadSsrExtras(['sellerTools'])]);
}
