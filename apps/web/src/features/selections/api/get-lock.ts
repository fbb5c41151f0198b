/** GET /v1/kv: the network's lock on selections (`lock_mapobjectselections_{networkId}`; never stored: none). */
import { useQuery } from '@tanstack/react-query';
import { lockKey, toLockValue } from '@console/contract/kv';
import { queryKeys } from '../../../lib/query-keys';
import { readKvEntries } from '../../../lib/kv-entries';
import { storage } from '../../../lib/storage';

export function useSelectionLock() {
  const networkId = storage.getNetworkId() ?? 0;
  return useQuery({
    // Under the configuration's key: a change of the network's settings refreshes it.
    queryKey: [...queryKeys.config, 'kv', 'selection_lock', networkId],
    queryFn: async () => toLockValue((await readKvEntries()).find((e) => e.key === lockKey('mapobjectselections', networkId))?.value),
  });
}
