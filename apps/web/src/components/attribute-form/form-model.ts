/**
 * The form a field worker fills for an object of a type, worked out from the configuration:
 * the type's attributes in their order, in sections per attribute group (in the groups' order;
 * attributes without a group last), each with its form value from the type's default.
 * Pure, so the rules are unit-tested without a browser.
 */
import { LOOKUP_TYPES } from '@console/contract/attributes';
import type { AttributeGroup } from '@console/contract/attribute-groups';
import type { MapObjectTypeAttribute } from '@console/contract/map-object-types';

export interface FormSection {
  /** null: the attributes without a group */
  group: { id: number; name: string; description: string | null } | null;
  fields: MapObjectTypeAttribute[];
}

/** The sections of the form. `groupOf` tells an attribute's group id (null for none). */
export function formSections(fields: readonly MapObjectTypeAttribute[], groupOf: ReadonlyMap<number, number | null>, groups: readonly AttributeGroup[]): FormSection[] {
  const ordered = [...fields].sort((a, b) => a.order - b.order || a.id - b.id);
  const byGroup = new Map<number | null, MapObjectTypeAttribute[]>();
  for (const field of ordered) {
    const id = groupOf.get(field.id) ?? null;
    const known = id === null || groups.some((g) => g.id === id) ? id : null;
    byGroup.set(known, [...(byGroup.get(known) ?? []), field]);
  }
  const sorted = [...groups].sort((a, b) => a.order - b.order || a.name.localeCompare(b.name) || a.id - b.id);
  const sections: FormSection[] = sorted.flatMap((g) => {
    const list = byGroup.get(g.id);
    return list ? [{ group: { id: g.id, name: g.name, description: g.description }, fields: list }] : [];
  });
  const rest = byGroup.get(null);
  return rest ? [...sections, { group: null, fields: rest }] : sections;
}

/** The form's value of a field before anything is filled in: its default, in the input's shape. */
export function initialValue(field: MapObjectTypeAttribute): unknown {
  const value = field.default_value;
  // A yes/no without a default starts empty, not false: untouched, no value is saved.
  if (value === null || value === undefined) return field.type === 'multi_lookup' ? [] : undefined;
  if (LOOKUP_TYPES.some((t) => t === field.type)) {
    const ids = (Array.isArray(value) ? value : [value]).filter((v) => field.lookup_values.some((l) => l.id === v));
    return field.type === 'multi_lookup' ? ids : ids[0];
  }
  if (field.type === 'boolean') return value === true;
  if (['integer', 'double', 'range'].includes(field.type)) return typeof value === 'number' ? value : Number.isFinite(Number(value)) ? Number(value) : undefined;
  if (field.type === 'multilang' || field.type === 'multilangtextarea') return typeof value === 'string' ? { nl: value, en: '' } : value;
  return typeof value === 'string' ? value : String(value);
}

/** The form's field name of an attribute (ids are names antd's form keeps as given). */
export const fieldName = (field: Pick<MapObjectTypeAttribute, 'id'>) => `attribute_${field.id}`;
