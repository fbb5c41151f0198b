/**
 * POST, PUT or DELETE /v1/kv/lock_{kind}_{id}: saves a network's lock settings following the
 * spec's rule (lockAction), in that network's key-value store (x-network and network_id).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { kvEntrySchema, lockKey, type LockKind, type LockValue } from '@console/contract/kv';
import { apiPaths } from '@console/contract/paths';
import { http } from '../../../lib/http';
import { LOCK_KINDS, lockAction, type NetworkLocks } from '../components/locks/lock-rules';
import { networkLocksQueryKey } from '../../../lib/shared-calls';

export interface LockSave {
  networkId: number;
  /** What is stored now (null: no entry). */
  current: NetworkLocks;
  /** What the user chose. */
  next: Record<LockKind, LockValue>;
}

/** Writes one lock as the rule says; resolves without a call when nothing is to be done. */
async function writeLock(networkId: number, kind: LockKind, current: LockValue | null, next: LockValue): Promise<void> {
  const path = apiPaths.kvKey(lockKey(kind, networkId));
  const options = { headers: { 'x-network': String(networkId) } };
  const body = { value: next, network_id: networkId };
  switch (lockAction(current, next)) {
    case 'create':
      await http.post(path, kvEntrySchema, body, options);
      return;
    case 'update':
      await http.put(path, kvEntrySchema, body, options);
      return;
    case 'delete':
      await http.delete(path, kvEntrySchema, undefined, options);
      return;
    case 'none':
      return;
  }
}

/** Saves the three locks (independent entries, so at once). */
export async function saveNetworkLocks({ networkId, current, next }: LockSave): Promise<void> {
  await Promise.all(LOCK_KINDS.map((kind) => writeLock(networkId, kind, current[kind], next[kind])));
}

/** Mutation for the edit form; re-reads the locks afterwards, whatever happened (the stored ones and every screen's). */
export function useSaveNetworkLocks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNetworkLocks,
    onSettled: (_data, _error, input) => queryClient.invalidateQueries({ queryKey: networkLocksQueryKey(input.networkId) }),
  });
}
