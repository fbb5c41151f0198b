/**
 * A network's lock settings: the entries lock_{kind}_{id} of the three kinds, picked from that
 * network's entries (one GET /v1/kv naming it in x-network; a lock never set is absent there,
 * no 404).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { lockKey, type KvEntry } from '@console/contract/kv';
import { readKvEntries } from '../../../lib/kv-entries';
import { LOCK_KINDS, noLocks, toLockValue, type NetworkLocks } from '../components/locks/lock-rules';
import { queryKeys } from '../../../lib/query-keys';

export const networkLocksQueryKey = (networkId: number) => [...queryKeys.network(networkId), 'locks'] as const;

/** Reads the three locks; when the entries cannot be read, each counts as no entry. */
export async function getNetworkLocks(networkId: number): Promise<NetworkLocks> {
  let entries: KvEntry[] = [];
  try {
    // An unreadable lock counts as none (spec section 4), so no failure here is worth a notification.
    entries = await readKvEntries({ networkId, silent: true });
  } catch {
    entries = [];
  }
  const locks = noLocks();
  for (const kind of LOCK_KINDS) {
    const entry = entries.find((e) => e.key === lockKey(kind, networkId));
    locks[kind] = entry ? toLockValue(entry.value) : null;
  }
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
