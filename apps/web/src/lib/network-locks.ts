/**
 * GET /v1/network/{id}?include=locks: a network's lock settings as the server reads them (none
 * stored, or none of the lock's values: none). Whoever works in the network reads them there,
 * where its key-value entries answer only its administrators; every screen that meets a lock
 * (the map's panel, the objects list, a selection, 'Herstellen') reads this one query, nested
 * under the network's key, so a lock saved on the network's page refreshes it.
 */
import { useQuery } from '@tanstack/react-query';
import { networkSchema } from '@console/contract/networks';
import type { LockKind, LockValue } from '@console/contract/kv';
import { callQuery } from './call-query';
import { networkLocksCall } from './shared-calls';

export type NetworkLockValues = Record<LockKind, LockValue>;

const NO_LOCKS: NetworkLockValues = { mapobject: 'none', mapobjectselections: 'none', action: 'none' };

/**
 * The network's three lock settings; idle while id is null. Silent: a refused read leaves the
 * decision to the server, whose refusal then shows.
 */
export function useNetworkLockValues(networkId: number | null) {
  return useQuery({
    ...callQuery(networkLocksCall(networkId ?? 0), networkSchema, { silent: true }),
    select: (network): NetworkLockValues => network.locks?.data ?? NO_LOCKS,
    enabled: networkId !== null,
  });
}
