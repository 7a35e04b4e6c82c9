import { findVehicleCoverImageUrl } from '@autolicit/db';
import type { AppContext } from '../../app-context';

const VEHICLE_PAGE = /^\/vehicle\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?$/i;
const CACHE_MS = 60_000;
const CACHE_MAX = 2_000;

/** A URL is written into a header: anything that could end or split it is not preloaded. */
function isHeaderSafeUrl(url: string): boolean {
  return /^(\/|https:\/\/)[^\s<>"',;\\]*$/.test(url);
}

/**
 * What a page's HTML should make the browser fetch at once, as `Link: rel=preload` headers: on a
 * vehicle page its first photo (the page's largest paint), which otherwise starts only after the
 * app's JavaScript and the vehicle's JSON have arrived. Looked up at most once a minute per
 * vehicle; never fails a page — a database hiccup just means no hint.
 */
export function createPagePreloads(ctx: Pick<AppContext, 'db' | 'logger' | 'clock'>) {
  const cache = new Map<string, { url: string | null; at: number }>();
  return async function preloadsFor(pathname: string): Promise<string[]> {
    const match = VEHICLE_PAGE.exec(pathname);
    if (!match) return [];
    const vehicleId = match[1]!.toLowerCase();
    const now = ctx.clock.now().getTime();
    let entry = cache.get(vehicleId);
    if (!entry || now - entry.at > CACHE_MS) {
      try {
        entry = { url: await findVehicleCoverImageUrl(ctx.db, vehicleId), at: now };
      } catch (error) {
        ctx.logger.warn({ err: error }, 'vehicle photo preload skipped');
        return [];
      }
      if (cache.size >= CACHE_MAX) cache.clear();
      cache.set(vehicleId, entry);
    }
    return entry.url && isHeaderSafeUrl(entry.url) ? [`<${entry.url}>; rel=preload; as=image; fetchpriority=high`] : [];
  };
}

export type PagePreloads = ReturnType<typeof createPagePreloads>;
