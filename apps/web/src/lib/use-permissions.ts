/**
 * What the signed-in user may do on the chosen network, asked by permission name: their role's
 * permissions there, as the layout's network call reads them (include=user.permissions, so no
 * call of its own), and every permission for a super admin. A screen asks `can(...)` to show
 * or hide what the user may not do; it never guesses from whether some call answered. The
 * server decides in the end.
 */
import type { Network } from '@console/contract/networks';
import type { PermissionName } from '@console/contract/permissions';
import { storage } from './storage';
import { useMe } from './use-me';
import { useNetwork } from './use-network';

export interface NetworkPermissions {
  /** Whether the user holds `permission` on the network; false while either answer is on its way. */
  can: (permission: PermissionName) => boolean;
  /** The answers are on their way: `can` says false for now. */
  loading: boolean;
}

/** The permission names the network's answer holds for the caller; none without a role there. */
export function permissionsOn(network: Network | undefined): ReadonlySet<string> {
  return new Set(network?.user?.data[0]?.permissions?.data ?? []);
}

/** `can` of the caller on a network: a super admin holds every permission. */
export function permissionCheck(network: Network | undefined, superAdmin: boolean): (permission: PermissionName) => boolean {
  const held = permissionsOn(network);
  return (permission) => superAdmin || held.has(permission);
}

/** The signed-in user's permissions on the chosen network. */
export function usePermissions(): NetworkPermissions {
  const me = useMe();
  const network = useNetwork(storage.getNetworkId());
  return {
    can: permissionCheck(network.data, me.data?.super_admin ?? false),
    loading: me.isPending || network.isPending,
  };
}
