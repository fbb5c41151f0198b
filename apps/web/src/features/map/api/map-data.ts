/**
 * What the map screen reads: the network with its area, the types with their icons, the
 * statuses, the objects counted per type, the lock setting, and the signed-in user's teams
 * (for the lock). Configuration reads nest under the configuration key, object reads under
 * the objects key, so a write on the map refreshes the objects list and back.
 */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
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
import { http } from '../../../lib/http';
import { readKvEntries } from '../../../lib/kv-entries';
import { queryKeys } from '../../../lib/query-keys';

const configKey = (...parts: (string | number)[]) => [...queryKeys.config, 'map', ...parts] as const;

/** The network with its area (include=geoObject); 403 for a user who may not administer it. */
export const useNetworkArea = (networkId: number) => useQuery({
  queryKey: [...queryKeys.network(networkId), 'area'],
  queryFn: () => http.get(apiPaths.network(networkId), networkSchema, { query: { include: 'geoObject' }, silent: true }),
  retry: false,
});

export const useTypes = () => useQuery({ queryKey: configKey('types'), queryFn: () => http.list(apiPaths.mapObjectTypes, mapObjectTypeSchema) });

export const useStatuses = () => useQuery({ queryKey: configKey('statuses'), queryFn: () => http.list(apiPaths.mapObjectStatuses, mapObjectStatusSchema) });

/** The statuses linked to a type (an object's status is one of them). */
export const useTypeStatuses = (typeId: number | null) => useQuery({
  queryKey: configKey('type_statuses', typeId ?? 0),
  queryFn: () => http.list(apiPaths.typeStatuses(typeId ?? 0), namedItemSchema),
  enabled: typeId !== null,
});

/** A type's attributes with required, default, order and lookup values: the object's form. */
export const useTypeFields = (typeId: number | null) => useQuery({
  queryKey: configKey('type_fields', typeId ?? 0),
  queryFn: () => http.list(apiPaths.typeAttributes(typeId ?? 0), mapObjectTypeAttributeSchema),
  enabled: typeId !== null,
});

/** The network's key-value entries that the map reads: the icons and the lock. */
export interface MapSettings {
  icons: (typeIds: readonly { id: number; name: string; prefix: string | null }[]) => TypeIcon[];
  lock: ReturnType<typeof toLockValue>;
}

export const useMapSettings = (networkId: number) => useQuery({
  queryKey: configKey('settings', networkId),
  queryFn: async (): Promise<MapSettings> => {
    const entries = new Map((await readKvEntries()).map((e) => [e.key, e.value]));
    return {
      icons: (types) => types.map((type) => ({ setting: iconOf(type.id, entries.get(iconKey(type.id))), text: labelOf(type) })),
      lock: toLockValue(entries.get(lockKey('mapobject', networkId))),
    };
  },
});

/** How many objects each type has, of the status filtered on. */
export const useObjectCounts = (statusId: number | null) => useQuery({
  queryKey: [...queryKeys.objects, 'counts', statusId ?? 'all'],
  queryFn: () => http.get(apiPaths.objectCounts, z.array(mapObjectCountSchema), { query: { map_object_status_id: statusId ?? undefined } }),
});

export const useObject = (id: number | null) => useQuery({
  queryKey: queryKeys.object(id ?? 0),
  queryFn: () => http.get(apiPaths.object(id ?? 0), mapObjectSchema),
  enabled: id !== null,
});

/** The signed-in user's teams on the network (the lock setting 'team'). */
export const useMyTeams = (userId: number | null) => useQuery({
  queryKey: [...queryKeys.teams, 'of_user', userId ?? 0],
  queryFn: () => http.list(apiPaths.userTeams(userId ?? 0), namedItemSchema, { silent: true }),
  enabled: userId !== null,
  retry: false,
});
