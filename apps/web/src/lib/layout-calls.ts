/**
 * The calls the admin layout makes on every screen: the signed-in user (the menu and the
 * permissions) and the chosen organisation and network (their names in the header). Here
 * without zod, so a fresh page under the layout starts them with its first chunk (app/early-calls.ts).
 */
import { apiPaths } from '@console/contract/paths';
import { startEarlyGet } from './http';

/** A user with the profile's fields (function, department, phones): the signed-in one (use-me.ts), or one shown. */
export const WITH_USER_ATTRIBUTES = { include: 'userAttribute' } as const;

/** Starts the layout's calls, as use-me.ts, use-tenant.ts and use-network.ts make them. */
export function startLayoutCalls(tenantId: number, networkId: number): void {
  startEarlyGet(apiPaths.me, WITH_USER_ATTRIBUTES);
  startEarlyGet(apiPaths.tenant(tenantId));
  startEarlyGet(apiPaths.network(networkId));
}
