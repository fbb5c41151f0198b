/**
 * The map screen's data and the lock's verdict, read together: the network and its area, the
 * types with their icons, the statuses, the action statuses (the action rings' colours), the
 * counts per type, the selected object, the signed-in user, their teams and their permissions
 * on the network. The lock is decided by the contract's rule (lib/object-lock.ts).
 */
import { useMemo } from 'react';
import type { ActionStatus } from '@console/contract/action-statuses';
import { ADMIN_PERMISSION } from '@console/contract/permissions';
import { useResourceList } from '../../../components/resource/resource-api';
import { sources } from '../../../lib/config-sources';
import { parseAreaFeature } from './area';
import { readOnlyReason } from '../../../lib/object-lock';
import { useMe } from '../../../lib/use-me';
import { usePermissions } from '../../../lib/use-permissions';
import { typeIconsOf } from '../../../components/type-icon/type-icons';
import { useNetworkLockValues } from '../../../lib/network-locks';
import { useMyTeams } from '../../../lib/use-my-teams';
import { useNetworkArea } from '../api/get-network-area';
import { useObject } from '../api/get-object';
import { useObjectCounts } from '../api/get-object-counts';
import { useStatuses } from '../api/get-statuses';
import { useTypes } from '../api/get-types';

const NO_ACTION_STATUSES: readonly ActionStatus[] = [];

export function useMapScreen(networkId: number, selectedId: number | null, statusId: number | null) {
  const network = useNetworkArea(networkId);
  const types = useTypes();
  const statuses = useStatuses();
  const actionStatuses = useResourceList(sources.actionStatuses);
  const locks = useNetworkLockValues(networkId);
  const counts = useObjectCounts(statusId);
  const object = useObject(selectedId);
  const me = useMe();
  const permissions = usePermissions();
  const teams = useMyTeams();

  const area = useMemo(() => parseAreaFeature(network.data?.geoObject?.data?.data), [network.data]);
  const icons = useMemo(() => (types.data ? typeIconsOf(types.data) : []), [types.data]);
  const countMap = useMemo(() => (counts.data ? new Map(counts.data.map((c) => [c.map_object_type_id, c.count])) : null), [counts.data]);
  // A lock that cannot be read leaves the decision to the server, whose refusal then shows.
  const reason = object.data && !locks.isPending
    ? readOnlyReason(locks.data?.mapobject ?? 'none', object.data, {
      userId: me.data?.id ?? null,
      superAdmin: me.data?.super_admin ?? false,
      networkAdmin: permissions.can(ADMIN_PERMISSION),
      teamIds: teams.data?.map((team) => team.id) ?? [],
    })
    : null;

  return {
    /** The map waits for the area (or its refusal), so it opens on the right place. */
    areaSettled: !network.isPending,
    area, types, statuses, icons, actionStatuses: actionStatuses.data ?? NO_ACTION_STATUSES, counts: countMap, object, readOnlyReason: reason,
    loading: types.isPending || locks.isPending,
    failed: types.error,
  };
}
