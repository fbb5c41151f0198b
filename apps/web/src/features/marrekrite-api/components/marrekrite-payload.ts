/** The recreational routes setting as the edit form holds it, and back to the stored value. */
import { MARREKRITE_CATEGORY_IDS, type MarrekriteSetting } from '@console/contract/integrations';

export type MarrekriteCategoryId = (typeof MARREKRITE_CATEGORY_IDS)[number];

export interface MarrekriteFormValues {
  category_id: MarrekriteCategoryId | null;
  action_priority_id: number | null;
  map_object_type_ids: number[];
  dynamic_action_type_id: number | null;
  action_status_id: number | null;
  attribute_id: number | null;
}

const idOrNull = (id: number | null | undefined): number | null => id ?? null;

/** The form's start values of a stored setting (absent fields empty). */
export function marrekriteFormValues(setting: MarrekriteSetting): MarrekriteFormValues {
  return {
    category_id: setting.category_id ?? null,
    action_priority_id: idOrNull(setting.action_priority_id),
    map_object_type_ids: setting.map_object_type_ids ?? [],
    dynamic_action_type_id: idOrNull(setting.dynamic_action_type_id),
    action_status_id: idOrNull(setting.action_status_id),
    attribute_id: idOrNull(setting.attribute_id),
  };
}

/** The value to store: every field of the form, empty ones null, the types without repeats. */
export function marrekritePayload(values: Partial<MarrekriteFormValues>): MarrekriteSetting {
  return {
    category_id: values.category_id ?? null,
    action_priority_id: idOrNull(values.action_priority_id),
    map_object_type_ids: [...new Set(values.map_object_type_ids ?? [])],
    dynamic_action_type_id: idOrNull(values.dynamic_action_type_id),
    action_status_id: idOrNull(values.action_status_id),
    attribute_id: idOrNull(values.attribute_id),
  };
}

/** The category as the view shows it: its label and its id, e.g. 'Fietsen (1001)'. */
export function categoryText(id: number | null | undefined, label: (id: MarrekriteCategoryId) => string): string {
  if (id === null || id === undefined) return '-';
  const known = MARREKRITE_CATEGORY_IDS.find((c) => c === id);
  return known === undefined ? String(id) : `${label(known)} (${known})`;
}
