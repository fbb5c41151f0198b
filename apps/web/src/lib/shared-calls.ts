/**
 * The calls of resources that several screens read, as data (api-call.ts), without zod: a
 * screen's first calls (screen-calls.ts) may name them.
 */
import { apiPaths } from '@console/contract/paths';
import type { ListPlace } from '../components/list-table/list-calls';
import { listCall, type ApiCall } from './api-call';
import { queryKeys } from './query-keys';

/** GET /v1/role?perPage=9999: the roles of the selected tenant; role changes invalidate its key. */
export const rolesCall = listCall(queryKeys.roles, apiPaths.roles);

/** The users of the selected tenant as a list (GET /v1/user): the users list and the team member editor read it. */
export const usersPlace: ListPlace = { path: apiPaths.users, queryKey: queryKeys.users };

/**
 * GET /v1/type?include=icon: the network's object types with their icons, which the map and a
 * selection's map draw (components/type-icon/type-icons.ts); under the configuration's key, so
 * a change of a type or an icon refreshes it.
 */
export const typesWithIconsCall = listCall([...queryKeys.config, 'map', 'types'], apiPaths.mapObjectTypes, { include: 'icon' });

/** The key every read of a network's lock settings nests under (lib/network-locks.ts, the lock editor's stored entries). */
export const networkLocksQueryKey = (networkId: number) => [...queryKeys.network(networkId), 'locks'] as const;

/** GET /v1/network/{id}?include=locks: the network's lock settings as the server reads them (lib/network-locks.ts). */
export const networkLocksCall = (networkId: number): ApiCall =>
  ({ key: networkLocksQueryKey(networkId), path: apiPaths.network(networkId), query: { include: 'locks' } });
