/** The objects list's type and status filters in the URL (?type=…&status=…): bookmarkable. */
import { parseRouteId } from '../../../lib/route-id';
import type { ObjectFilters } from '../api/calls';

export const filtersOf = (search: URLSearchParams): ObjectFilters => ({
  typeId: parseRouteId(search.get('type') ?? undefined),
  statusId: parseRouteId(search.get('status') ?? undefined),
});

/** The URL's parameters with one filter set (null: removed); back to the first page. */
export function withFilter(search: URLSearchParams, name: 'type' | 'status', id: number | null): URLSearchParams {
  const next = new URLSearchParams(search);
  if (id === null) next.delete(name);
  else next.set(name, String(id));
  next.delete('page');
  return next;
}
