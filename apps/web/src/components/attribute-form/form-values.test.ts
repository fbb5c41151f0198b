import { describe, expect, it } from 'vitest';
import type { MapObjectTypeAttribute } from '@console/contract/map-object-types';
import { ApiError } from '../../lib/api-error';
import { attributeValuesOf, onAttributeFields, storedFormValues } from './form-values';

const field = (id: number, type: string, extra: Partial<MapObjectTypeAttribute> = {}): MapObjectTypeAttribute => ({
  id, name: `a${id}`, type, required: false, order: id, default_value: null, lookup_values: [], ...extra,
});
const fields = [field(1, 'integer', { default_value: 10 }), field(2, 'lookup', { lookup_values: [{ id: 5, name: 'Hout' }] }), field(3, 'multi_lookup'), field(4, 'file')];

describe('attribute values in the form', () => {
  it("start from the stored values, not the type's defaults", () => {
    expect(storedFormValues(fields, [{ id: 2, value: 5 }, { id: 4, value: 17 }])).toEqual({ attribute_1: undefined, attribute_2: 5, attribute_3: [], attribute_4: '17' });
    expect(storedFormValues(fields, [{ id: 2, value: 6 }]).attribute_2).toBeUndefined();
  });

  it('are sent for every field, nothing filled in as null, a file as its id', () => {
    expect(attributeValuesOf(fields, { attribute_1: 12, attribute_2: '', attribute_3: [], attribute_4: '17' }))
      .toEqual([{ id: 1, value: 12 }, { id: 2, value: null }, { id: 3, value: [] }, { id: 4, value: 17 }]);
  });

  it("take the server's messages on attributes.<id> onto their fields and leave the others", () => {
    const renamed = onAttributeFields(new ApiError(400, { messages: { 'attributes.2': ['Kies uit de waarden'], description: ['Te lang'] } }, 'x'));
    expect((renamed as ApiError).body).toEqual({ messages: { attribute_2: ['Kies uit de waarden'], description: ['Te lang'] } });
    const other = new ApiError(403, { detail: 'no' }, 'x');
    expect(onAttributeFields(other)).toBe(other);
  });
});
