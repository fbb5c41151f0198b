/**
 * The object panel's form as pure functions: its starting values (an object's stored values, or
 * the type's defaults for a new one) in the inputs' shapes, and the body of a save; the value
 * rules are the attribute form's (components/attribute-form/form-values.ts), as an action's.
 */
import type { MapObject } from '@console/contract/map-objects';
import type { MapObjectTypeAttribute } from '@console/contract/map-object-types';
import { fieldName, initialValue } from '../../../components/attribute-form/form-model';
import { attributeValuesOf, onAttributeFields, storedFormValues } from '../../../components/attribute-form/form-values';

export const STATUS_FIELD = 'map_object_status_id';
export const NAME_FIELD = 'name';
/** A new object's team: one of the creator's (none chosen: the server takes their team on the network). */
export const TEAM_FIELD = 'team_id';

export type FormValues = Record<string, unknown>;

/** The form's values: the object's (or, for a new one, the type's defaults). */
export function formValuesOf(fields: readonly MapObjectTypeAttribute[], object: Pick<MapObject, 'attributes' | 'map_object_status_id' | 'name'> | null): FormValues {
  const attributes = object ? storedFormValues(fields, object.attributes)
    : Object.fromEntries(fields.map((field) => [fieldName(field), initialValue(field)]));
  return { [STATUS_FIELD]: object?.map_object_status_id ?? undefined, [NAME_FIELD]: object?.name ?? '', ...attributes };
}

/** The attributes a save sends: every field of the form, as [{id, value}] (components/attribute-form/form-values.ts). */
export const attributesOf = attributeValuesOf;

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

/** The server's 400 messages on `attributes.<id>` renamed to the form's fields (form-values.ts). */
export const onFormFields = onAttributeFields;
