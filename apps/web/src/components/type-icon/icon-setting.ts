/**
 * A type's icon setting as stored in the network's key-value entry, and the text a label icon
 * shows: shared by the icon editor, the type's show card and the map.
 */
import { defaultIcon, iconSettingSchema, type IconSetting } from '@console/contract/icons';
import type { MapObjectType } from '@console/contract/map-object-types';

/**
 * The setting a stored value stands for. A value that no longer fits the schema (written by an
 * older client) counts as none, as a missing entry does: the default icon.
 */
export function iconOf(typeId: number, value: unknown): IconSetting {
  const parsed = iconSettingSchema.safeParse(value);
  return parsed.success ? { ...parsed.data, map_object_type_id: typeId } : defaultIcon(typeId);
}

/** What a label icon says: the type's prefix, else its name. */
export const labelOf = (type: Pick<MapObjectType, 'name' | 'prefix'>) => (type.prefix?.trim() ? type.prefix.trim() : type.name);
