/**
 * The dependent selects of the helpdesk edit (spec section 4): which fields depend on the
 * action type, and when they can be chosen (what a change clears: components/form/dependent-choices.ts).
 */

/** The attribute fields of the helpdesk: chosen from the attributes of the chosen action type. */
export const HELPDESK_ATTRIBUTE_FIELDS = ['report_text', 'location_description', 'reporting_id'] as const;
export type HelpdeskAttributeField = (typeof HELPDESK_ATTRIBUTE_FIELDS)[number];

/** The attribute selects are enabled only when both the map object type and the action type are chosen. */
export function attributesEnabled(typeId: number | null | undefined, actionTypeId: number | null | undefined): boolean {
  return typeId !== null && typeId !== undefined && actionTypeId !== null && actionTypeId !== undefined;
}
