/**
 * GET /v1/kv/lock_{kind}_{id} for the three lock kinds: a network's lock settings. The entries
 * live in the key-value store of that network, so each call names it in x-network.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { kvEntrySchema, lockKey, type LockKind, type LockValue } from '@console/contract/kv';
import { apiPaths } from '@console/contract/paths';
import { ApiError } from '../../../lib/api-error';
import { http } from '../../../lib/http';
import { LOCK_KINDS, noLocks, toLockValue, type NetworkLocks } from '../components/locks/lock-rules';
import { queryKeys } from '../../../lib/query-keys';

export const networkLocksQueryKey = (networkId: number) => [...queryKeys.network(networkId), 'locks'] as const;

/** The stored value of one lock; null when there is no entry (404). */
async function readLock(networkId: number, kind: LockKind): Promise<LockValue | null> {
  try {
    const entry = await http.get(apiPaths.kvKey(lockKey(kind, networkId)), kvEntrySchema, {
      headers: { 'x-network': String(networkId) },
      // A missing entry is the normal "none"; an unreadable one counts as none too (spec
      // section 4), so no failure here is worth a notification.
      silent: true,
    });
    return toLockValue(entry.value);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** Reads the three locks; a lock that cannot be read counts as no entry. */
export async function getNetworkLocks(networkId: number): Promise<NetworkLocks> {
  const results = await Promise.allSettled(LOCK_KINDS.map((kind) => readLock(networkId, kind)));
  const locks = noLocks();
  LOCK_KINDS.forEach((kind, i) => {
    const result = results[i];
    locks[kind] = result.status === 'fulfilled' ? result.value : null;
  });
  return locks;
}

/** Query options for a network's locks. */
export function networkLocksQueryOptions(networkId: number) {
  return queryOptions({ queryKey: networkLocksQueryKey(networkId), queryFn: () => getNetworkLocks(networkId) });
}

/** A network's lock settings; idle while id is null. */
export function useNetworkLocks(networkId: number | null) {
  return useQuery({ ...networkLocksQueryOptions(networkId ?? 0), enabled: networkId !== null });
}
