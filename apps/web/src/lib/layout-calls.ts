/**
 * The calls the admin layout makes on every screen: the signed-in user (the menu) and the
 * chosen organisation and network (their names in the header, the user's permissions there). Here
 * without zod, so a fresh page under the layout starts them with its first chunk (app/early-calls.ts).
 */
import { apiPaths } from '@console/contract/paths';
import type { ApiCall } from './api-call';
import { queryKeys } from './query-keys';

/** A user with the profile's fields (function, department, phones): the signed-in one (use-me.ts), or one shown. */
export const WITH_USER_ATTRIBUTES = { include: 'userAttribute' } as const;

/** GET /v1/me?include=userAttribute. */
export const meCall: ApiCall = { key: queryKeys.me, path: apiPaths.me, query: WITH_USER_ATTRIBUTES };
/** GET /v1/tenant/{id}. */
export const tenantCall = (id: number): ApiCall => ({ key: queryKeys.tenant(id), path: apiPaths.tenant(id) });
/**
 * GET /v1/network/{id}?include=user.permissions: the network, and what the signed-in user may do
 * on it (their role's permissions there, lib/use-permissions.ts).
 */
export const networkCall = (id: number): ApiCall => ({ key: queryKeys.network(id), path: apiPaths.network(id), query: { include: 'user.permissions' } });

/** The layout's calls in the chosen scope. */
export const layoutCalls = (tenantId: number, networkId: number): ApiCall[] => [meCall, tenantCall(tenantId), networkCall(networkId)];
