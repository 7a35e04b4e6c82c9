import { savedSearchInputSchema, savedSearchPatchSchema } from '@autolicit/shared';
import { Router } from 'express';
import type { AppContext } from '../../app-context';
import { requireAuth, requireUser } from '../../platform/guards/auth.middleware';
import { parseIdParam } from '../../platform/params';
import { parseInput } from '../../platform/validate';
import { changeSavedSearch, createSavedSearch, listUserSavedSearches, removeSavedSearch } from './saved-search.service';

/** The signed-in user's saved searches: `{ name, query, alert }`, `query` being the browse query string. */
export function createSavedSearchRouter(ctx: AppContext): Router {
  const router = Router();
  router.use(requireAuth);
  router.get('/', async (req, res) => {
    res.json(await listUserSavedSearches(ctx, requireUser(req).id));
  });
  router.post('/', async (req, res) => {
    const input = parseInput(savedSearchInputSchema, req.body);
    res.status(201).json(await createSavedSearch(ctx, requireUser(req).id, input));
  });
  router.patch('/:id', async (req, res) => {
    const id = parseIdParam(req.params.id, 'savedSearch.notFound');
    const patch = parseInput(savedSearchPatchSchema, req.body);
    res.json(await changeSavedSearch(ctx, requireUser(req).id, id, patch));
  });
  router.delete('/:id', async (req, res) => {
    await removeSavedSearch(ctx, requireUser(req).id, parseIdParam(req.params.id, 'savedSearch.notFound'));
    res.status(204).end();
  });
  return router;
}
