/** The required-membership check's objects counted per object type, most first (then by name): pure. */
import type { MissingObject } from '@console/contract/selections';

export interface MissingOfType { typeId: number; typeName: string; count: number }

export function missingByType(objects: readonly MissingObject[]): MissingOfType[] {
  const byType = new Map<number, MissingOfType>();
  for (const o of objects) {
    const known = byType.get(o.map_object_type_id);
    byType.set(o.map_object_type_id, { typeId: o.map_object_type_id, typeName: o.map_object_type_name, count: (known?.count ?? 0) + 1 });
  }
  return [...byType.values()].sort((a, b) => b.count - a.count || a.typeName.localeCompare(b.typeName));
}
