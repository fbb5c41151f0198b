/**
 * The selection screens' reads as calls (lib/api-call.ts), without zod: their queries are made
 * of them (get-*.ts) and the screens' first calls name them (first-calls.ts). Every selection
 * read nests under one key, so a write refreshes the list, its pages and the selection's page.
 */
import { apiPaths } from '@console/contract/paths';
import { listCall, type ApiCall } from '../../../lib/api-call';
import { queryKeys } from '../../../lib/query-keys';
import type { ListPlace } from '../../../components/list-table/list-calls';
import { filterQuery, type SelectionFilters } from '../model/filters-url';

export const selectionsKey = queryKeys.selections;
export const selectionKey = (id: number) => [...selectionsKey, id] as const;

/** The list as the list kit's place: the table's view beside the choices above it. */
export const selectionsPlace = (filters: SelectionFilters): ListPlace => ({ path: apiPaths.selections, queryKey: selectionsKey, query: filterQuery(filters) });

/** Every selection of the choices at once, for a list the table holds whole (perPage=9999). */
export const allSelectionsCall = (filters: SelectionFilters): ApiCall =>
  listCall([...selectionsKey, 'all', filterQuery(filters)], apiPaths.selections, filterQuery(filters));

export const selectionCall = (id: number): ApiCall => ({ key: selectionKey(id), path: apiPaths.selection(id) });
export const membersCall = (id: number) => listCall([...selectionKey(id), 'objects'], apiPaths.selectionObjects(id));
export const courseCall = (id: number): ApiCall => ({ key: [...selectionKey(id), 'course'], path: apiPaths.selectionCourse(id) });
export const imagesCall = (id: number) => listCall([...selectionKey(id), 'images'], apiPaths.selectionImages(id));
/** A selection type's attributes (their order and whether required). */
export const typeAttributesCall = (typeId: number) => listCall([...selectionsKey, 'type', typeId, 'attributes'], apiPaths.selectionTypeAttributes(typeId));
