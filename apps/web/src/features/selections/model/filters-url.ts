/**
 * The list's choices in the URL, bookmarkable: the selection type (?type=…) and the
 * "Verwijderd" view (?deleted=1: the deleted selections, to restore one).
 */
import { withDeleted, withParam } from '../../../lib/list-url';
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
export const withType = (search: URLSearchParams, id: number | null) => withParam(search, 'type', id);

export { withDeleted };
