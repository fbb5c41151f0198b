/**
 * The action screens' reads as calls (lib/api-call.ts), without zod: their queries are made of
 * them (get-*.ts) and the screens' first calls name them (first-calls.ts). Every action read
 * nests under one key, so a write refreshes the overview, its pages and the action's page.
 */
import { apiPaths } from '@console/contract/paths';
import { listCall, type ApiCall } from '../../../lib/api-call';
import { queryKeys } from '../../../lib/query-keys';
import type { ListPlace } from '../../../components/list-table/list-calls';
import { filterQuery, type ActionFilters } from '../model/filters-url';

export const actionsKey = queryKeys.actions;
export const actionKey = (id: number) => [...actionsKey, id] as const;

/** The overview as the list kit's place: the table's view beside the choices above it. */
export const actionsPlace = (filters: ActionFilters): ListPlace => ({ path: apiPaths.actions, queryKey: actionsKey, query: filterQuery(filters) });

/** Every action of the choices at once, for a list the table holds whole (perPage=9999). */
export const allActionsCall = (filters: ActionFilters): ApiCall => listCall([...actionsKey, 'all', filterQuery(filters)], apiPaths.actions, filterQuery(filters));

export const actionCall = (id: number): ApiCall => ({ key: actionKey(id), path: apiPaths.action(id) });

/** The statuses the caller's role may set (an administrator of the network: all). */
export const selectableStatusesCall: ApiCall = { key: [...actionsKey, 'selectable_status'], path: apiPaths.actionSelectableStatuses };

export const commentsCall = (id: number) => listCall([...actionKey(id), 'comments'], apiPaths.actionComments(id));
export const imagesCall = (id: number) => listCall([...actionKey(id), 'images'], apiPaths.actionImages(id));
export const attachmentsCall = (id: number) => listCall([...actionKey(id), 'attachments'], apiPaths.actionAttachments(id));

const typeKey = (typeId: number, part: string) => [...actionsKey, 'type', typeId, part] as const;
/** An action type's attributes (required, order) and image types. */
export const typeAttributesCall = (typeId: number) => listCall(typeKey(typeId, 'attributes'), apiPaths.actionTypeAttributes(typeId));
export const typeImageTypesCall = (typeId: number) => listCall(typeKey(typeId, 'image_types'), apiPaths.actionTypeImageTypes(typeId));
