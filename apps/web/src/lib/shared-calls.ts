/**
 * The calls of resources that several screens read, as data (api-call.ts), without zod: a
 * screen's first calls (screen-calls.ts) may name them.
 */
import { apiPaths } from '@console/contract/paths';
import type { ListPlace } from '../components/list-table/list-calls';
import { listCall } from './api-call';
import { queryKeys } from './query-keys';

/** GET /v1/role?perPage=9999: the roles of the selected tenant; role changes invalidate its key. */
export const rolesCall = listCall(queryKeys.roles, apiPaths.roles);

/** The users of the selected tenant as a list (GET /v1/user): the users list and the team member editor read it. */
export const usersPlace: ListPlace = { path: apiPaths.users, queryKey: queryKeys.users };
