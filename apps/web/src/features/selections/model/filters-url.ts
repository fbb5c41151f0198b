/**
 * The list's choices in the URL, bookmarkable: the selection type (?type=…) and the
 * "Verwijderd" view (?deleted=1: the deleted selections, to restore one).
 */
import { parseRouteId } from '../../../lib/route-id';

export interface SelectionFilters { typeId: number | null; deleted: boolean }

export const filtersOf = (search: URLSearchParams): SelectionFilters => ({
  typeId: parseRouteId(search.get('type') ?? undefined),
  deleted: search.get('deleted') === '1',
});

/** The choices as the API's parameters (GET /v1/selection). */
export function filterQuery({ typeId, deleted }: SelectionFilters): Record<string, string> {
  const query: Record<string, string> = {};
  if (deleted) query.deleted = 'true';
  if (typeId !== null) query.selection_type_id = String(typeId);
  return query;
}

/** The URL's parameters with the type set (null: every type); back to the first page. */
export function withType(search: URLSearchParams, id: number | null): URLSearchParams {
  const next = new URLSearchParams(search);
  if (id === null) next.delete('type');
  else next.set('type', String(id));
  next.delete('page');
  return next;
}

/** The URL's parameters showing the deleted selections or the others; first page, no sort (each view has its own order). */
export function withDeleted(search: URLSearchParams, deleted: boolean): URLSearchParams {
  const next = new URLSearchParams(search);
  if (deleted) next.set('deleted', '1');
  else next.delete('deleted');
  next.delete('page');
  next.delete('sort');
  return next;
}
