/**
 * The objects list's filters in the URL, bookmarkable: the type and status (?type=…&status=…),
 * and the "Verwijderd" view (?deleted=1: the deleted objects, to restore one).
 */
import { parseRouteId } from '../../../lib/route-id';
import type { ObjectFilters } from '../api/calls';

export const filtersOf = (search: URLSearchParams): ObjectFilters => ({
  typeId: parseRouteId(search.get('type') ?? undefined),
  statusId: parseRouteId(search.get('status') ?? undefined),
  deleted: search.get('deleted') === '1',
});

/** The URL's parameters with one filter set (null: removed); back to the first page. */
export function withFilter(search: URLSearchParams, name: 'type' | 'status', id: number | null): URLSearchParams {
  const next = new URLSearchParams(search);
  if (id === null) next.delete(name);
  else next.set(name, String(id));
  next.delete('page');
  return next;
}

/**
 * The URL's parameters showing the deleted objects or the others; back to the first page, and
 * without a sort (each view has its own order: the last deleted first, or by code).
 */
export function withDeleted(search: URLSearchParams, deleted: boolean): URLSearchParams {
  const next = new URLSearchParams(search);
  if (deleted) next.set('deleted', '1');
  else next.delete('deleted');
  next.delete('page');
  next.delete('sort');
  return next;
}
