/**
 * Whether the signed-in user may change, delete or restore a map object, as the server decides
 * it: `module-map-edit` (or the network's administration) and the network's lock on objects
 * (object-lock.ts, the contract's rule). Not yet while the lock, the user or their teams are on
 * their way, so a button the lock refuses never shows for a moment.
 */
import type { MapObject } from '@console/contract/map-objects';
import { ADMIN_PERMISSION } from '@console/contract/permissions';
import { readOnlyReason } from './object-lock';
import { useLock } from './use-lock';
import { useMe } from './use-me';
import { useMyTeams } from './use-my-teams';
import { usePermissions } from './use-permissions';

export function useMayChangeObject(): (object: Pick<MapObject, 'created_by' | 'team_id'>) => boolean {
  const me = useMe();
  const { can, loading } = usePermissions();
  const lock = useLock('mapobject');
  const teams = useMyTeams();
  return (object) => {
    if (!me.data || loading || lock.isPending || teams.isPending) return false;
    const networkAdmin = can(ADMIN_PERMISSION);
    if (!networkAdmin && !can('module-map-edit')) return false;
    // A lock that cannot be read (a refused settings call) leaves the decision to the server, as the edit buttons do.
    return readOnlyReason(lock.data ?? 'none', object, {
      userId: me.data.id, superAdmin: me.data.super_admin, networkAdmin, teamIds: teams.data?.map((team) => team.id) ?? [],
    }) === null;
  };
}
