/**
 * The overview's choices above the list, kept in the URL (?status=, ?type=, ?priority=, ?team=,
 * ?area=, ?open=1): bookmarkable. Each becomes the API's parameter beside the table's own view: an
 * exact `filter[...]` on the id, `area_id` for the actions in an area of the network (where they
 * are, not a column), and `open=1` for the caller's open work.
 */
import { parseRouteId } from '../../../lib/route-id';

export const FILTER_PARAMS = {
  status: 'action_status_id',
  type: 'dynamic_action_type_id',
  priority: 'action_priority_id',
  team: 'team_id',
} as const;

/** The choices of one id: a column's filter, or the area the actions lie in. */
export type FilterName = keyof typeof FILTER_PARAMS | 'area';

export interface ActionFilters {
  status: number | null;
  type: number | null;
  priority: number | null;
  team: number | null;
  /** an area of the network (`/v1/geo`): the actions inside it */
  area: number | null;
  /** only the actions whose status is open for the caller's role */
  open: boolean;
}

const COLUMNS = Object.keys(FILTER_PARAMS) as (keyof typeof FILTER_PARAMS)[];
const NAMES: readonly FilterName[] = [...COLUMNS, 'area'];

/** The choices the URL holds; an unreadable id is no choice. */
export function filtersOf(search: URLSearchParams): ActionFilters {
  const ids = Object.fromEntries(NAMES.map((name) => [name, parseRouteId(search.get(name) ?? undefined)])) as Record<FilterName, number | null>;
  return { ...ids, open: search.get('open') === '1' };
}

/** The choices as the API's parameters. */
export function filterQuery(filters: ActionFilters): Record<string, string> {
  const query: Record<string, string> = {};
  for (const name of COLUMNS) {
    const id = filters[name];
    if (id !== null) query[`filter[${FILTER_PARAMS[name]}]`] = String(id);
  }
  if (filters.area !== null) query.area_id = String(filters.area);
  if (filters.open) query.open = '1';
  return query;
}

/** The URL's parameters with one choice set (null or false: removed); back to the first page. */
export function withFilter(search: URLSearchParams, name: FilterName | 'open', value: number | boolean | null): URLSearchParams {
  const next = new URLSearchParams(search);
  if (value === null || value === false) next.delete(name);
  else next.set(name, value === true ? '1' : String(value));
  next.delete('page');
  return next;
}
