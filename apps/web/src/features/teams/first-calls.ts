/**
 * The first calls of the team member editor (lib/screen-calls.ts): the team, its members and
 * the users' count and first page (or, for an organisation the table holds whole, the count).
 * The editor's first view has no URL parameters: the default page.
 */
import { apiPaths } from '@console/contract/paths';
import { listFirstCalls } from '../../components/list-table/list-calls';
import { listCall, type ApiCall } from '../../lib/api-call';
import { queryKeys } from '../../lib/query-keys';
import { parseRouteId } from '../../lib/route-id';
import type { ScreenCalls } from '../../lib/screen-calls';
import { usersPlace } from '../../lib/shared-calls';
import { teamPaths } from './paths';

/** GET /v2/team/{id}?include=user: one team with its members. */
export const teamCall = (id: number): ApiCall => ({ key: queryKeys.team(id), path: apiPaths.team(id), query: { include: 'user' } });
/** GET /v1/team/{id}/user?perPage=9999: the members as the link editor reads them (teamUsers in api/team-users.ts). */
export const teamUsersCall = (id: number) => listCall(queryKeys.teamUsers(id), apiPaths.teamUsers(id));

export const teamsFirstCalls: readonly ScreenCalls[] = [
  {
    route: teamPaths.users,
    calls: (at) => {
      const id = parseRouteId(at.params.id);
      return id === null ? [] : [teamCall(id), teamUsersCall(id), ...listFirstCalls(usersPlace, { ...at, search: new URLSearchParams() })];
    },
  },
];
