/**
 * A record's attribute values in the attribute form and back: the stored values in the inputs'
 * shapes (form-model.ts initialValue), the `[{id, value}]` a save sends (nothing filled in is
 * null), and the server's 400 messages on `attributes.<id>` renamed to the form's fields.
 * Pure, for every record with a type's attributes (an action's form, the map's object form).
 */
import type { MapObjectTypeAttribute } from '@console/contract/map-object-types';
import { ApiError, validationMessages } from '../../lib/api-error';
import { typedNumber } from './attribute-rules';
import { fieldName, initialValue } from './form-model';

export type AttributeFormValues = Record<string, unknown>;

/** The form's values of stored attribute values (an attribute without one: empty, not its default). */
export function storedFormValues(fields: readonly MapObjectTypeAttribute[], stored: readonly { id: number; value: unknown }[]): AttributeFormValues {
  const byId = new Map(stored.map((a) => [a.id, a.value]));
  return Object.fromEntries(fields.map((field) => [fieldName(field), initialValue({ ...field, default_value: byId.get(field.id) ?? null })]));
}

/** An input's value as the API takes it: nothing filled in is null. */
function apiValue(field: MapObjectTypeAttribute, value: unknown): unknown {
  if (value === undefined || value === '') return null;
  // A number field holds its text as typed; the form's rule let through only a number of its type.
  if (field.type === 'integer' || field.type === 'double') {
    const n = typedNumber(field.type, value);
    return n === undefined ? null : Number.isNaN(n) ? value : n;
  }
  // A stored file's id comes back into the form as text.
  if (field.type === 'file' && typeof value === 'string' && /^\d+$/.test(value)) return Number(value);
  if (Array.isArray(value) && value.length === 0 && field.type !== 'multi_lookup') return null;
  return value;
}

/** The attributes a save sends: every field of the form, as [{id, value}]. */
export function attributeValuesOf(fields: readonly MapObjectTypeAttribute[], values: AttributeFormValues): { id: number; value: unknown }[] {
  return fields.map((field) => ({ id: field.id, value: apiValue(field, values[fieldName(field)]) }));
}

/**
 * The server names an attribute's field 'attributes.<id>'; the form calls it 'attribute_<id>'.
 * Returns the error with its messages renamed, so applyServerErrors puts them on the fields.
 */
export function onAttributeFields(error: unknown): unknown {
  if (!(error instanceof ApiError) || error.status !== 400) return error;
  const messages = Object.fromEntries(Object.entries(validationMessages(error.body))
    .map(([field, texts]) => [/^attributes\.\d+$/.test(field) ? fieldName({ id: Number(field.slice('attributes.'.length)) }) : field, texts]));
  return new ApiError(400, { messages }, error.message);
}
