/**
 * The dependent selects of the helpdesk edit (spec section 4): a choice that depends on a
 * parent is kept only while the parent's new list still offers it.
 */

/** The fields of `chosen` whose id is absent from `available`, set to null (the fields to clear). */
export function clearAbsent<K extends string>(chosen: Readonly<Record<K, number | null | undefined>>, available: readonly { id: number }[]): Partial<Record<K, null>> {
  const ids = new Set(available.map((row) => row.id));
  const cleared: Partial<Record<K, null>> = {};
  for (const field of Object.keys(chosen).filter((k): k is K => k in chosen)) {
    const id = chosen[field];
    if (id !== null && id !== undefined && !ids.has(id)) cleared[field] = null;
  }
  return cleared;
}

/** The attribute fields of the helpdesk: chosen from the attributes of the chosen action type. */
export const HELPDESK_ATTRIBUTE_FIELDS = ['report_text', 'location_description', 'reporting_id'] as const;
export type HelpdeskAttributeField = (typeof HELPDESK_ATTRIBUTE_FIELDS)[number];

/** The attribute selects are enabled only when both the map object type and the action type are chosen. */
export function attributesEnabled(typeId: number | null | undefined, actionTypeId: number | null | undefined): boolean {
  return typeId !== null && typeId !== undefined && actionTypeId !== null && actionTypeId !== undefined;
}
