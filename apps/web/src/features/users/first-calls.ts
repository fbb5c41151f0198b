/**
 * The first calls of the users screens (lib/screen-calls.ts): a fresh page at their address
 * starts them with its first chunk (app/early-calls.ts), and their route loaders on a
 * navigation (routes.tsx).
 */
import { listFirstCalls } from '../../components/list-table/list-calls';
import { parseRouteId } from '../../lib/route-id';
import type { ScreenCalls } from '../../lib/screen-calls';
import { rolesCall } from '../../lib/shared-calls';
import { currentLicenseCall, networkUserRolesPlace, userCall, userNetworksCall, userTeamsCall, userTenantsCall, usersListPlace } from './api/calls';
import { statusFilterOf } from './model/account-state';
import { userPaths } from './paths';

export const usersFirstCalls: readonly ScreenCalls[] = [
  // The licence (the add button), the count and the page of the URL's view and status.
  { route: userPaths.index, calls: (at) => [currentLicenseCall, ...listFirstCalls(usersListPlace(statusFilterOf(at.search.get('status'))), at)] },
  // A user with their organisations, network roles and teams; /admin/users/create matches the path too.
  {
    route: userPaths.show,
    calls: ({ params }) => {
      const id = parseRouteId(params.id);
      return id === null ? [] : [userCall(id), userTenantsCall(id), userNetworksCall(id), userTeamsCall(id)];
    },
  },
  // The roles (each row's choice), the count and the page of the network's user roles.
  { route: userPaths.userRoles, calls: (at) => [rolesCall, ...listFirstCalls(networkUserRolesPlace(at.networkId), at)] },
];
