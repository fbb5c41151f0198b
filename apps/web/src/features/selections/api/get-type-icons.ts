/**
 * GET /v1/kv with the network's object types: each type's icon as the map draws it, so the
 * selection's map shows the network's objects as Kaart does.
 */
import { useQuery } from '@tanstack/react-query';
import { iconKey } from '@console/contract/icons';
import type { TypeIcon } from '../../../components/map/icon-images';
import { useResourceList } from '../../../components/resource/resource-api';
import { iconOf, labelOf } from '../../../components/type-icon/icon-setting';
import { sources } from '../../../lib/config-sources';
import { queryKeys } from '../../../lib/query-keys';
import { readKvEntries } from '../../../lib/kv-entries';

export function useTypeIcons() {
  const types = useResourceList(sources.mapObjectTypes);
  return useQuery({
    queryKey: [...queryKeys.config, 'kv', 'type_icons', types.data?.map((x) => x.id).join(',') ?? ''],
    queryFn: async (): Promise<TypeIcon[]> => {
      const entries = new Map((await readKvEntries()).map((e) => [e.key, e.value]));
      return (types.data ?? []).map((type) => ({ setting: iconOf(type.id, entries.get(iconKey(type.id))), text: labelOf(type) }));
    },
    enabled: types.data !== undefined,
  });
}
