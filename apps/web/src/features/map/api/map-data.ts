/**
 * What the map screen reads: the network with its area, the types with their icons, the
 * statuses, the objects counted per type, the lock setting, and the signed-in user's teams
 * (for the lock). Configuration reads nest under the configuration key, object reads under
 * the objects key, so a write on the map refreshes the objects list and back.
 */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { mapObjectImageSchema } from '@console/contract/action-images';
import { actionSchema } from '@console/contract/actions';
import { iconKey } from '@console/contract/icons';
import { lockKey, toLockValue } from '@console/contract/kv';
import { mapObjectCountSchema, mapObjectSchema } from '@console/contract/map-objects';
import { mapObjectStatusSchema } from '@console/contract/map-object-statuses';
import { mapObjectTypeAttributeSchema, mapObjectTypeSchema } from '@console/contract/map-object-types';
import { networkSchema } from '@console/contract/networks';
import { namedItemSchema } from '@console/contract/config-fields';
import { apiPaths } from '@console/contract/paths';
import { iconOf, labelOf } from '../../../components/type-icon/icon-setting';
import type { TypeIcon } from '../../../components/map/icon-images';
import { callQuery } from '../../../lib/call-query';
import { http } from '../../../lib/http';
import { readKvEntries } from '../../../lib/kv-entries';
import { countsCall, kvEntriesCall, networkAreaCall, objectActionsCall, objectCall, objectImagesCall, statusesCall, typeFieldsCall, typesCall, typeStatusesCall } from './calls';
import { queryKeys } from '../../../lib/query-keys';


/** The network with its area (include=geoObject); 403 for a user who may not administer it. */
export const useNetworkArea = (networkId: number) => useQuery({ ...callQuery(networkAreaCall(networkId), networkSchema, { silent: true }), retry: false });

export const useTypes = () => useQuery(callQuery(typesCall, z.array(mapObjectTypeSchema)));

export const useStatuses = () => useQuery(callQuery(statusesCall, z.array(mapObjectStatusSchema)));

/** The statuses linked to a type (an object's status is one of them). */
export const useTypeStatuses = (typeId: number | null) => useQuery({ ...callQuery(typeStatusesCall(typeId ?? 0), z.array(namedItemSchema)), enabled: typeId !== null });

/** A type's attributes with required, default, order and lookup values: the object's form. */
export const useTypeFields = (typeId: number | null) => useQuery({ ...callQuery(typeFieldsCall(typeId ?? 0), z.array(mapObjectTypeAttributeSchema)), enabled: typeId !== null });

/** The network's key-value entries that the map reads: the icons and the lock. */
export interface MapSettings {
  icons: (typeIds: readonly { id: number; name: string; prefix: string | null }[]) => TypeIcon[];
  lock: ReturnType<typeof toLockValue>;
}

export const useMapSettings = (networkId: number) => useQuery({
  queryKey: [...kvEntriesCall.key, 'settings', networkId],
  queryFn: async (): Promise<MapSettings> => {
    // lib/kv-entries reads GET /v1/kv as kvEntriesCall asks it, so an early answer serves it.
    const entries = new Map((await readKvEntries()).map((e) => [e.key, e.value]));
    return {
      icons: (types) => types.map((type) => ({ setting: iconOf(type.id, entries.get(iconKey(type.id))), text: labelOf(type) })),
      lock: toLockValue(entries.get(lockKey('mapobject', networkId))),
    };
  },
});

/** How many objects each type has, of the status filtered on. */
export const useObjectCounts = (statusId: number | null) => useQuery(callQuery(countsCall(statusId), z.array(mapObjectCountSchema)));

export const useObjectImages = (id: number) => useQuery(callQuery(objectImagesCall(id), z.array(mapObjectImageSchema)));

/** An object's actions; silent: a role without the actions' permission (403) simply lists none. */
export const useObjectActions = (id: number) => useQuery({ ...callQuery(objectActionsCall(id), z.array(actionSchema), { silent: true }), retry: false });

export const useObject = (id: number | null) => useQuery({ ...callQuery(objectCall(id ?? 0), mapObjectSchema), enabled: id !== null });

/** The signed-in user's teams on the network (the lock setting 'team'). */
export const useMyTeams = (userId: number | null) => useQuery({
  queryKey: [...queryKeys.teams, 'of_user', userId ?? 0],
  queryFn: () => http.list(apiPaths.userTeams(userId ?? 0), namedItemSchema, { silent: true }),
  enabled: userId !== null,
  retry: false,
});
