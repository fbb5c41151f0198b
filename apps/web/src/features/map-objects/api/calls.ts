/**
 * The network's objects as the list kit's place (GET /v1/object): the screen's first calls and
 * its table name the same place, so the early answers are the ones the table reads. The type
 * and status chosen above the table narrow the list beside the table's own view; the
 * "Verwijderd" view lists the deleted objects instead (deleted=true).
 */
import { apiPaths } from '@console/contract/paths';
import { listCall, type ApiCall } from '../../../lib/api-call';
import type { ListPlace } from '../../../components/list-table/list-calls';
import { queryKeys } from '../../../lib/query-keys';

/** What the screen narrows the list to: a type and a status, and the deleted objects instead of the others, from the URL. */
export interface ObjectFilters { typeId: number | null; statusId: number | null; deleted: boolean }

/** The filters as the API's parameters. */
export function filterQuery({ typeId, statusId, deleted }: ObjectFilters): Record<string, string> {
  const query: Record<string, string> = {};
  if (deleted) query.deleted = 'true';
  if (typeId !== null) query.map_object_type_id = String(typeId);
  if (statusId !== null) query.map_object_status_id = String(statusId);
  return query;
}

export const objectsPlace = (filters: ObjectFilters): ListPlace => ({ path: apiPaths.objects, queryKey: queryKeys.objects, query: filterQuery(filters) });

/** Every object of the filters at once, for a list the table holds whole (perPage=9999). */
export const allObjectsCall = (filters: ObjectFilters): ApiCall =>
  listCall([...queryKeys.objects, 'all', filterQuery(filters)], apiPaths.objects, filterQuery(filters));
