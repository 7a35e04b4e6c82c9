import {
  type SavedSearchRow,
  type SavedSearchValues,
  deleteSavedSearch,
  findSavedSearch,
  insertSavedSearchWithinLimit,
  listSavedSearches,
  toVehicleFilterOperands,
  updateSavedSearch,
} from '@autolicit/db';
import {
  MAX_SAVED_SEARCHES_PER_USER,
  type SavedSearchDto,
  type SavedSearchInput,
  type SavedSearchPatch,
  canonicalizeSearchQuery,
} from '@autolicit/shared';
import type { AppContext } from '../../app-context';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors';

export class SavedSearchLimitError extends ConflictError {
  override readonly code = 'SAVED_SEARCH_LIMIT';
  constructor() {
    super('savedSearch.limitReached', { max: MAX_SAVED_SEARCHES_PER_USER });
  }
}

function toSavedSearchDto(row: SavedSearchRow): SavedSearchDto {
  return {
    id: row.id,
    name: row.name,
    query: row.query,
    alert: row.alert,
    matchCount: row.matchCount,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The query in its canonical form and its filter as operands; a query the search refuses is a 400. */
function readQuery(query: string): Pick<SavedSearchValues, 'query' | 'operands'> {
  const canonical = canonicalizeSearchQuery(query);
  if ('problem' in canonical)
    throw new ValidationError('savedSearch.queryInvalid', { field: canonical.problem }, 'query');
  return { query: canonical.query, operands: toVehicleFilterOperands(canonical.filter) };
}

export async function listUserSavedSearches(ctx: AppContext, userId: string): Promise<SavedSearchDto[]> {
  return (await listSavedSearches(ctx.db, userId)).map(toSavedSearchDto);
}

export async function createSavedSearch(
  ctx: AppContext,
  userId: string,
  input: SavedSearchInput,
): Promise<SavedSearchDto> {
  const values: SavedSearchValues = { name: input.name, alert: input.alert, ...readQuery(input.query) };
  const now = ctx.clock.now();
  const id = await ctx.db.transaction((tx) =>
    insertSavedSearchWithinLimit(tx, userId, values, MAX_SAVED_SEARCHES_PER_USER, now),
  );
  if (id === null) throw new SavedSearchLimitError();
  return toSavedSearchDto((await findSavedSearch(ctx.db, userId, id))!);
}

export async function changeSavedSearch(
  ctx: AppContext,
  userId: string,
  id: string,
  patch: SavedSearchPatch,
): Promise<SavedSearchDto> {
  const values: Partial<SavedSearchValues> = {
    ...(patch.name !== undefined ? { name: patch.name } : {}),
    ...(patch.alert !== undefined ? { alert: patch.alert } : {}),
    ...(patch.query !== undefined ? readQuery(patch.query) : {}),
  };
  if (!(await updateSavedSearch(ctx.db, userId, id, values, ctx.clock.now())))
    throw new NotFoundError('savedSearch.notFound');
  return toSavedSearchDto((await findSavedSearch(ctx.db, userId, id))!);
}

export async function removeSavedSearch(ctx: AppContext, userId: string, id: string): Promise<void> {
  if (!(await deleteSavedSearch(ctx.db, userId, id))) throw new NotFoundError('savedSearch.notFound');
}
