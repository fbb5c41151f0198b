/**
 * A type's icon setting in the key-value store of the selected network: the entry
 * map_object_type_icon_{id} picked from the network's entries (lib/kv-entries; none yet: the
 * default icon, without a 404) and PUT of {value, network_id}, which creates or replaces it.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { defaultIcon, iconKey, type IconSetting } from '@console/contract/icons';
import { kvEntrySchema } from '@console/contract/kv';
import { apiPaths } from '@console/contract/paths';
import { iconOf } from '../../../components/type-icon/icon-setting';
import { http } from '../../../lib/http';
import { readKvEntry } from '../../../lib/kv-entries';
import { storage } from '../../../lib/storage';
import { queryKeys } from '../../../lib/query-keys';

/** Under the configuration key, so a change of network or any configuration refresh re-reads it. */
export const iconQueryKey = (typeId: number) => [...queryKeys.config, 'map_object_type_icons', typeId] as const;

/** Reads a type's icon; the default when the network has no entry for it. */
export async function getIcon(typeId: number): Promise<IconSetting> {
  const entry = await readKvEntry(iconKey(typeId));
  return entry ? iconOf(typeId, entry.value) : defaultIcon(typeId);
}

/** Stores a type's icon in the selected network. */
export async function saveIcon(setting: IconSetting): Promise<IconSetting> {
  const networkId = storage.getNetworkId();
  const body = { value: setting, ...(networkId === null ? {} : { network_id: networkId }) };
  const entry = await http.put(apiPaths.kvKey(iconKey(setting.map_object_type_id)), kvEntrySchema, body);
  return iconOf(setting.map_object_type_id, entry.value);
}

/** A type's icon setting; idle while id is null. */
export function useIcon(typeId: number | null) {
  return useQuery({ queryKey: iconQueryKey(typeId ?? 0), queryFn: () => getIcon(typeId ?? 0), enabled: typeId !== null });
}

/** Saves an icon; the show card and the editor read the saved one from then on. */
export function useSaveIcon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveIcon,
    onSuccess: (saved) => queryClient.setQueryData(iconQueryKey(saved.map_object_type_id), saved),
  });
}
