/**
 * The objects list's filters in the URL, bookmarkable: the type and status (?type=…&status=…),
 * and the "Verwijderd" view (?deleted=1: the deleted objects, to restore one).
 */
import { withDeleted, withParam } from '../../../lib/list-url';
import { parseRouteId } from '../../../lib/route-id';
import type { ObjectFilters } from '../api/calls';

export const filtersOf = (search: URLSearchParams): ObjectFilters => ({
  typeId: parseRouteId(search.get('type') ?? undefined),
  statusId: parseRouteId(search.get('status') ?? undefined),
  deleted: search.get('deleted') === '1',
});

/** The URL's parameters with one filter set (null: removed); back to the first page. */
export const withFilter = (search: URLSearchParams, name: 'type' | 'status', id: number | null) => withParam(search, name, id);

export { withDeleted };
