/**
 * A network's stored lock settings, what its lock editor saves from (lockAction: an entry to
 * create, update or delete): the entries lock_{kind}_{id} of the three kinds, picked from that
 * network's entries (one GET /v1/kv naming it in x-network, an administrator's read; a lock
 * never set is absent there, no 404). Every other screen reads the settings as the server does
 * (lib/network-locks.ts), under whose key this one nests: a save refreshes both.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { lockKey, type KvEntry } from '@console/contract/kv';
import { readKvEntries } from '../../../lib/kv-entries';
import { LOCK_KINDS, noLocks, toLockValue, type NetworkLocks } from '../components/locks/lock-rules';
import { networkLocksQueryKey } from '../../../lib/shared-calls';

const storedLocksQueryKey = (networkId: number) => [...networkLocksQueryKey(networkId), 'stored'] as const;

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

/** Query options for a network's stored locks. */
export function storedLocksQueryOptions(networkId: number) {
  return queryOptions({ queryKey: storedLocksQueryKey(networkId), queryFn: () => getNetworkLocks(networkId) });
}

/** A network's stored lock settings; idle while id is null. */
export function useStoredNetworkLocks(networkId: number | null) {
  return useQuery({ ...storedLocksQueryOptions(networkId ?? 0), enabled: networkId !== null });
}
