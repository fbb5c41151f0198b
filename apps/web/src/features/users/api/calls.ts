/**
 * The users screens' GETs as data (lib/api-call.ts), each with its query key: the queries of
 * api/get-*.ts are made of them, and the screens' first calls (first-calls.ts) name them.
 * Without zod: the first chunk starts them on a fresh page.
 */
import { apiPaths } from '@console/contract/paths';
import { listCall, type ApiCall } from '../../../lib/api-call';
import { WITH_USER_ATTRIBUTES } from '../../../lib/layout-calls';
import { queryKeys } from '../../../lib/query-keys';
import { usersPlace } from '../../../lib/shared-calls';
import type { ListPlace } from '../../../components/list-table/list-calls';
import { statusQuery, type StatusFilter } from '../model/account-state';
import { networkMembersQueryKey } from './get-network-members';

/** A user's networks with the role and its permissions on each. */
export const WITH_ROLE_PERMISSIONS = { include: 'role.permission' } as const;

/** GET /v1/user/{id}?include=userAttribute. */
export const userCall = (id: number): ApiCall => ({ key: queryKeys.user(id), path: apiPaths.user(id), query: WITH_USER_ATTRIBUTES });

export const userTenantsQueryKey = (id: number) => [...queryKeys.user(id), 'tenants'] as const;
/** GET /v1/user/{id}/tenant?perPage=9999. */
export const userTenantsCall = (id: number) => listCall(userTenantsQueryKey(id), apiPaths.userTenants(id));

export const userNetworksQueryKey = (id: number) => [...queryKeys.user(id), 'networks'] as const;
/** GET /v1/user/{id}/network?perPage=9999&include=role.permission. */
export const userNetworksCall = (id: number) => listCall(userNetworksQueryKey(id), apiPaths.userNetworks(id), WITH_ROLE_PERMISSIONS);

export const userTeamsQueryKey = (id: number) => [...queryKeys.user(id), 'teams'] as const;
/** GET /v1/user/{id}/team?perPage=9999. */
export const userTeamsCall = (id: number) => listCall(userTeamsQueryKey(id), apiPaths.userTeams(id));

// Under the users key: creating or removing a user changes the count, and invalidates it with the list.
export const currentLicenseQueryKey = [...queryKeys.users, 'license'] as const;
/** GET /v1/tenant/license: the selected tenant's licence figures. */
export const currentLicenseCall: ApiCall = { key: currentLicenseQueryKey, path: apiPaths.currentTenantLicense };

/** The users list narrowed to a status (?status=): `filter[active]` beside the table's own view. */
export const usersListPlace = (status: StatusFilter): ListPlace => ({ ...usersPlace, query: statusQuery(status) });

/** Under the network's members: whatever refreshes them refreshes these rows, their count and pages. */
export const networkUserRolesQueryKey = (networkId: number) => [...networkMembersQueryKey(networkId), 'user-roles'] as const;
/** GET /v1/network/{id}/user_role: every user of the organisation with their role on the network. */
export const networkUserRolesPlace = (networkId: number): ListPlace => ({ path: apiPaths.networkUserRoles(networkId), queryKey: networkUserRolesQueryKey(networkId) });
