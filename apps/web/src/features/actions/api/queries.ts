/**
 * What the action screens read: the overview's rows, one action, the statuses the caller may
 * set, an action's comments and photos, and its type's attributes (with the lookup values of
 * the lookup attributes, for the form) and image types.
 */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { actionCommentSchema, actionImageSchema, actionSchema, selectableStatusSchema, type Action } from '@console/contract/actions';
import { actionTypeAttributeSchema } from '@console/contract/action-types';
import { lookupValueSchema } from '@console/contract/attributes';
import { actionImageTypeSchema } from '@console/contract/catalogues';
import type { MapObjectTypeAttribute } from '@console/contract/map-object-types';
import { apiPaths } from '@console/contract/paths';
import type { ListSource } from '../../../components/list-table/list-source';
import { callQuery } from '../../../lib/call-query';
import { http } from '../../../lib/http';
import type { ActionFilters } from '../model/filters-url';
import { listCall } from '../../../lib/api-call';
import { actionCall, actionsKey, actionsPlace, allActionsCall, commentsCall, imagesCall, selectableStatusesCall } from './calls';

const typeKey = (typeId: number, part: string) => [...actionsKey, 'type', typeId, part] as const;
/** An action type's attributes (required, order) and image types. */
const typeAttributesCall = (typeId: number) => listCall(typeKey(typeId, 'attributes'), apiPaths.actionTypeAttributes(typeId));
const typeImageTypesCall = (typeId: number) => listCall(typeKey(typeId, 'image_types'), apiPaths.actionTypeImageTypes(typeId));

export const actionsSource = (filters: ActionFilters): ListSource<Action> => ({ ...actionsPlace(filters), schema: actionSchema, fileName: 'actions.csv' });

/** Every action of the choices; `enabled: false` fetches nothing (a big list the server pages). */
export const useAllActions = (filters: ActionFilters, enabled: boolean) => useQuery({ ...callQuery(allActionsCall(filters), z.array(actionSchema)), enabled });

export const useAction = (id: number) => useQuery(callQuery(actionCall(id), actionSchema));

export const useSelectableStatuses = () => useQuery(callQuery(selectableStatusesCall, z.array(selectableStatusSchema)));

export const useComments = (id: number) => useQuery(callQuery(commentsCall(id), z.array(actionCommentSchema)));

export const useImages = (id: number) => useQuery(callQuery(imagesCall(id), z.array(actionImageSchema)));

export const useTypeImageTypes = (typeId: number) => useQuery(callQuery(typeImageTypesCall(typeId), z.array(actionImageTypeSchema)));

const LOOKUPS = new Set(['lookup', 'multi_lookup']);

/**
 * The type's attributes as the attribute form draws them: in their order, each lookup with its
 * values. An action's form shows its stored values, so no default is needed.
 */
export const useTypeFields = (typeId: number) => useQuery({
  queryKey: [...actionsKey, 'type', typeId, 'fields'],
  queryFn: async (): Promise<MapObjectTypeAttribute[]> => {
    const call = typeAttributesCall(typeId);
    const attributes = await http.get(call.path, z.array(actionTypeAttributeSchema), { query: { ...call.query } });
    return Promise.all(attributes.map(async (a) => ({
      ...a,
      default_value: null,
      lookup_values: LOOKUPS.has(a.type) ? (await http.list(apiPaths.lookupValues(a.id), lookupValueSchema)).map(({ id, name }) => ({ id, name })) : [],
    })));
  },
});
