import { deleteFootprintsBefore } from '@autolicit/db';
import { DAY_MS, FOOTPRINT_RETENTION_DAYS } from '@autolicit/shared';
import type { AuctionServiceDeps } from '../worker-deps';

/**
 * Deletes the sign-up, sign-in and bid footprints older than the retention limit (one bounded
 * batch per call; the sweep calls it every 30 s, so a backlog drains within minutes). Never throws:
 * a failed purge is logged and retried by the next sweep, and must not hold up closing auctions.
 */
export async function purgeExpiredFootprints(deps: AuctionServiceDeps): Promise<number> {
  const cutoff = new Date(deps.clock.now().getTime() - FOOTPRINT_RETENTION_DAYS * DAY_MS);
  try {
    const purged = await deleteFootprintsBefore(deps.db, cutoff);
    if (purged > 0) deps.logger.info({ purged, cutoff: cutoff.toISOString() }, 'expired client footprints deleted');
    return purged;
  } catch (error) {
    deps.logger.warn({ err: error }, 'could not delete expired client footprints; the next sweep retries');
    return 0;
  }
}
