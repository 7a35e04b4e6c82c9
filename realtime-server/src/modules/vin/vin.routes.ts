import { VIN_LENGTH, decodeVin } from '@autolicit/shared';
import { Router } from 'express';
import type { AppContext } from '../../app-context';

/**
 * GET /api/vin/:vin: what the VIN's own structure says (shared decoder). Public like the catalogue:
 * it reads no stored data and costs less than a rate-limit check would, so none is applied.
 */
export function createVinRouter(ctx: AppContext): Router {
  const router = Router();

  router.get('/:vin', (req, res) => {
    // Longer input is no VIN; it is cut so the answer cannot echo an arbitrary text back.
    const vin = String(req.params.vin).slice(0, VIN_LENGTH * 2);
    const decoded = decodeVin(vin, { currentYear: ctx.clock.now().getUTCFullYear() });
    // The table changes only with a release; a day's caching spares repeated look-ups while typing.
    res.set('Cache-Control', 'public, max-age=86400');
    res.json(decoded);
  });

  return router;
}
