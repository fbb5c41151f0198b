import { describe, expect, it } from 'vitest';
import type { MapObjectTypeAttribute } from '@console/contract/map-object-types';
import { ApiError } from '../../../lib/api-error';
import { attributesOf, formValuesOf, onFormFields, saveBody } from './object-form';

const field = (id: number, type: string, extra: Partial<MapObjectTypeAttribute> = {}): MapObjectTypeAttribute => ({
  id, name: `a${id}`, type, required: false, order: id, default_value: null, lookup_values: [], ...extra,
});
const fields = [field(1, 'integer', { default_value: 10 }), field(2, 'lookup', { lookup_values: [{ id: 5, name: 'Hout' }] }), field(3, 'string')];

describe("an object's form", () => {
  it("starts a new object from the type's defaults", () => {
    expect(formValuesOf(fields, null)).toEqual({ map_object_status_id: undefined, name: '', attribute_1: 10, attribute_2: undefined, attribute_3: undefined });
  });

  it("starts a stored object from its values, not the type's defaults", () => {
    const object = { name: 'Bij de kerk', map_object_status_id: 3, attributes: [{ id: 1, name: 'a1', type: 'integer', value: null }, { id: 2, name: 'a2', type: 'lookup', value: 5 }] };
    expect(formValuesOf(fields, object)).toEqual({ map_object_status_id: 3, name: 'Bij de kerk', attribute_1: undefined, attribute_2: 5, attribute_3: undefined });
  });

  it('sends every attribute, nothing filled in as null, the name trimmed and the status when chosen', () => {
    expect(attributesOf(fields, { attribute_1: 12, attribute_3: '' })).toEqual([{ id: 1, value: 12 }, { id: 2, value: null }, { id: 3, value: null }]);
    expect(saveBody(fields, { name: '  ', map_object_status_id: 4, attribute_1: 1 })).toMatchObject({ name: null, map_object_status_id: 4 });
    expect(saveBody(fields, { name: ' Paal ' })).not.toHaveProperty('map_object_status_id');
    expect(attributesOf([field(4, 'file')], { attribute_4: '17' })).toEqual([{ id: 4, value: 17 }]);
    expect(saveBody(fields, { team_id: 3 })).toMatchObject({ team_id: 3 });
    expect(saveBody(fields, { team_id: undefined })).not.toHaveProperty('team_id');
  });

  it("puts the server's messages on attributes.<id> on the form's fields", () => {
    const renamed = onFormFields(new ApiError(400, { messages: { 'attributes.2': ['Kies uit de waarden'], geometry: ['Buiten het gebied'] } }, 'x'));
    expect(renamed).toBeInstanceOf(ApiError);
    expect((renamed as ApiError).body).toEqual({ messages: { attribute_2: ['Kies uit de waarden'], geometry: ['Buiten het gebied'] } });
    const other = new ApiError(403, { detail: 'no' }, 'x');
    expect(onFormFields(other)).toBe(other);
  });
});
