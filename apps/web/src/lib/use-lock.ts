/**
 * GET /v1/kv: the network's lock setting of one kind (`lock_{kind}_{networkId}`; never stored:
 * none), which the console's edit, delete and restore buttons meet as the server does.
 */
import { useQuery } from '@tanstack/react-query';
import { lockKey, toLockValue, type LockKind } from '@console/contract/kv';
import { queryKeys } from './query-keys';
import { readKvEntries } from './kv-entries';
import { storage } from './storage';

export function useLock(kind: LockKind) {
  const networkId = storage.getNetworkId() ?? 0;
  return useQuery({
    // Under the configuration's key: a change of the network's settings refreshes it.
    queryKey: [...queryKeys.config, 'kv', 'lock', kind, networkId],
    queryFn: async () => toLockValue((await readKvEntries()).find((e) => e.key === lockKey(kind, networkId))?.value),
  });
}
