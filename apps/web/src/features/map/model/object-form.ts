/**
 * The object panel's form as pure functions: its starting values (an object's stored values, or
 * the type's defaults for a new one) in the inputs' shapes (components/attribute-form), the
 * attributes the save sends, and the server's 400 messages renamed to the form's fields.
 */
import type { MapObject } from '@console/contract/map-objects';
import type { MapObjectTypeAttribute } from '@console/contract/map-object-types';
import { fieldName, initialValue } from '../../../components/attribute-form/form-model';
import { ApiError, validationMessages } from '../../../lib/api-error';

export const STATUS_FIELD = 'map_object_status_id';
export const NAME_FIELD = 'name';
/** A new object's team: one of the creator's (none chosen: the server takes their team on the network). */
export const TEAM_FIELD = 'team_id';

export type FormValues = Record<string, unknown>;

/** The form's values: the object's (or, for a new one, the type's defaults). */
export function formValuesOf(fields: readonly MapObjectTypeAttribute[], object: Pick<MapObject, 'attributes' | 'map_object_status_id' | 'name'> | null): FormValues {
  const stored = new Map(object?.attributes.map((a) => [a.id, a.value]));
  const values: FormValues = { [STATUS_FIELD]: object?.map_object_status_id ?? undefined, [NAME_FIELD]: object?.name ?? '' };
  for (const field of fields) {
    values[fieldName(field)] = initialValue(object ? { ...field, default_value: stored.get(field.id) ?? null } : field);
  }
  return values;
}

/** An input's value as the API takes it: nothing filled in is null. */
function apiValue(field: MapObjectTypeAttribute, value: unknown): unknown {
  if (value === undefined || value === '') return null;
  // A stored file's id comes back into the form as text.
  if (field.type === 'file' && typeof value === 'string' && /^\d+$/.test(value)) return Number(value);
  if (Array.isArray(value) && value.length === 0 && field.type !== 'multi_lookup') return null;
  return value;
}

/** The attributes a save sends: every field of the form, as [{id, value}]. */
export function attributesOf(fields: readonly MapObjectTypeAttribute[], values: FormValues): { id: number; value: unknown }[] {
  return fields.map((field) => ({ id: field.id, value: apiValue(field, values[fieldName(field)]) }));
}

/** The body of a save: name, status, a new object's team and attributes (the create adds type and geometry). */
export function saveBody(fields: readonly MapObjectTypeAttribute[], values: FormValues) {
  const status = values[STATUS_FIELD];
  const team = values[TEAM_FIELD];
  const name = typeof values[NAME_FIELD] === 'string' ? values[NAME_FIELD].trim() : '';
  return {
    name: name === '' ? null : name,
    ...(typeof status === 'number' ? { map_object_status_id: status } : {}),
    ...(typeof team === 'number' ? { team_id: team } : {}),
    attributes: attributesOf(fields, values),
  };
}

/**
 * The server names an attribute's field 'attributes.<id>'; the form calls it 'attribute_<id>'.
 * Returns the error with its messages renamed, so applyServerErrors puts them on the fields.
 */
export function onFormFields(error: unknown): unknown {
  if (!(error instanceof ApiError) || error.status !== 400) return error;
  const messages = Object.fromEntries(Object.entries(validationMessages(error.body))
    .map(([field, texts]) => [/^attributes\.\d+$/.test(field) ? fieldName({ id: Number(field.slice('attributes.'.length)) }) : field, texts]));
  return new ApiError(400, { messages }, error.message);
}
