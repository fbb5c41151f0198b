/**
 * The map screen's reads as calls (lib/api-call.ts), without zod: its queries are made of them
 * (get-*.ts) and its first calls name them (first-calls.ts), so an early answer serves the
 * first render and nothing goes out twice.
 */
import { apiPaths } from '@console/contract/paths';
import { listCall, type ApiCall } from '../../../lib/api-call';
import { queryKeys } from '../../../lib/query-keys';
import { typesWithIconsCall } from '../../../lib/shared-calls';

const configKey = (...parts: (string | number)[]) => [...queryKeys.config, 'map', ...parts] as const;

/** The network with its area. */
export const networkAreaCall = (networkId: number): ApiCall =>
  ({ key: [...queryKeys.network(networkId), 'area'], path: apiPaths.network(networkId), query: { include: 'geoObject' } });

/** The types with their icons (a selection's map reads the same, components/type-icon/type-icons.ts). */
export const typesCall = typesWithIconsCall;
export const statusesCall = listCall(configKey('statuses'), apiPaths.mapObjectStatuses);
export const typeStatusesCall = (typeId: number) => listCall(configKey('type_statuses', typeId), apiPaths.typeStatuses(typeId));
export const typeFieldsCall = (typeId: number) => listCall(configKey('type_fields', typeId), apiPaths.typeAttributes(typeId));

/** The objects counted per type, of one status or all. */
export const countsCall = (statusId: number | null): ApiCall => ({
  key: [...queryKeys.objects, 'counts', statusId ?? 'all'],
  path: apiPaths.objectCounts,
  query: statusId === null ? undefined : { map_object_status_id: statusId },
});

export const objectCall = (id: number): ApiCall => ({ key: queryKeys.object(id), path: apiPaths.object(id) });

/** What hangs directly on an object (its panel's parts). */
export const objectChildrenCall = (id: number) => listCall([...queryKeys.object(id), 'children'], apiPaths.objectChildren(id));
/** The types an object of a type may hang under (the type's constraints), and the type's settings. */
export const typeConstraintsCall = (typeId: number) => listCall(configKey('type_constraints', typeId), apiPaths.typeConstraints(typeId));
export const typeSettingsOfCall = (typeId: number) => listCall(configKey('type_settings', typeId), apiPaths.typeSettingsOf(typeId));

/** An object's photos (uploaded to it, or copied from its actions'). */
export const objectImagesCall = (id: number) => listCall(queryKeys.objectImages(id), apiPaths.objectImages(id));

/** An object's comments and documents (its panel's "Opmerkingen" and "Documenten"). */
export const objectCommentsCall = (id: number) => listCall([...queryKeys.object(id), 'comments'], apiPaths.objectComments(id));
export const objectAttachmentsCall = (id: number) => listCall([...queryKeys.object(id), 'attachments'], apiPaths.objectAttachments(id));

/** An object's actions that the caller's role sees attached to it (the object's panel). */
export const objectActionsCall = (id: number) => listCall([...queryKeys.actions, 'of_object', id], apiPaths.objectActions(id));

const selectionKey = (...parts: (string | number)[]) => [...queryKeys.selections, ...parts] as const;

/** The network's selections and routes (the map's chooser). */
export const networkSelectionsCall = (networkId: number) => listCall(selectionKey('of_network', networkId), apiPaths.networkSelections(networkId));
/** One selection, its members (in order for a route) and a route's course: what the map draws of it. */
export const selectionCall = (id: number): ApiCall => ({ key: selectionKey(id), path: apiPaths.selection(id) });
export const selectionObjectsCall = (id: number) => listCall(selectionKey(id, 'objects'), apiPaths.selectionObjects(id));
export const selectionCourseCall = (id: number): ApiCall => ({ key: selectionKey(id, 'course'), path: apiPaths.selectionCourse(id) });
/** The selections an object is in (the object's panel). */
export const objectSelectionsCall = (id: number) => listCall(selectionKey('of_object', id), apiPaths.objectSelections(id));
/** The object types whose objects may join selections of a selection type (the route builder's stops). */
export const selectionTypeTypesCall = (id: number) => listCall(configKey('selection_type_types', id), apiPaths.selectionTypeTypes(id));
