/** GET /v1/kv: the network's key-value entries that the map reads, the types' icons and the objects' lock. */
import { useQuery } from '@tanstack/react-query';
import { iconKey } from '@console/contract/icons';
import { lockKey, toLockValue } from '@console/contract/kv';
import { iconOf, labelOf } from '../../../components/type-icon/icon-setting';
import type { TypeIcon } from '../../../components/map/icon-images';
import { readKvEntries } from '../../../lib/kv-entries';
import { kvEntriesCall } from './calls';

export interface MapSettings {
  icons: (typeIds: readonly { id: number; name: string; prefix: string | null }[]) => TypeIcon[];
  lock: ReturnType<typeof toLockValue>;
}

export const useMapSettings = (networkId: number) => useQuery({
  queryKey: [...kvEntriesCall.key, 'settings', networkId],
  queryFn: async (): Promise<MapSettings> => {
    // lib/kv-entries reads GET /v1/kv as kvEntriesCall asks it, so an early answer serves it.
    const entries = new Map((await readKvEntries()).map((e) => [e.key, e.value]));
    return {
      icons: (types) => types.map((type) => ({ setting: iconOf(type.id, entries.get(iconKey(type.id))), text: labelOf(type) })),
      lock: toLockValue(entries.get(lockKey('mapobject', networkId))),
    };
  },
});
