/**
 * An attribute type's label, 'Keuzelijst': its name in the language, without the machine name
 * (no technical words on a Dutch screen), as geo types read. The labels live in locales/{nl,en}.json under attribute_types;
 * the attribute screens and a type's or action type's attribute rows all use them.
 */
import type { TFunction } from 'i18next';
import { optionLabel } from './option-label';

/** The i18n key prefix of the labels (a resource field's optionLabels). */
export const ATTRIBUTE_TYPE_LABELS = 'attribute_types';

/** The label of a type; the machine name for a type without one. */
export function attributeTypeLabel(type: string, t: TFunction): string {
  return optionLabel(ATTRIBUTE_TYPE_LABELS, type, t);
}
