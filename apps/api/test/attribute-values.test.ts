import { describe, expect, it } from 'vitest';
import type { AttributeType } from '@console/contract/attributes';
import { checkValues, type AttributeRule } from '../src/lib/attribute-values';

const rule = (id: number, type: AttributeType, extra: Partial<AttributeRule> = {}): AttributeRule =>
  ({ id, type, required: false, defaultValue: null, lookupIds: new Set([11, 12, 13]), ...extra });
const files = new Set([900]);
const one = (type: AttributeType, value: unknown) => checkValues([{ id: 1, value }], [rule(1, type)], files, 'update');

describe('checkValues', () => {
  it('keeps each type of value as its attribute type says', () => {
    const kept: [AttributeType, unknown, unknown][] = [
      ['string', 'KP12', 'KP12'], ['textarea', 'regel\nregel', 'regel\nregel'], ['integer', 12, 12], ['integer', '-3', -3],
      ['double', 1.5, 1.5], ['double', '2.25', 2.25], ['range', 40, 40], ['date', '2026-02-28', '2026-02-28'],
      ['boolean', true, true], ['boolean', 0, false], ['boolean', '1', true], ['lookup', 12, 12], ['lookup', '13', 13],
      ['multi_lookup', [11, 13], [11, 13]], ['multilang', { nl: 'Paal', en: 'Post' }, { nl: 'Paal', en: 'Post' }],
      ['multilangtextarea', { nl: 'Lang\nverhaal' }, { nl: 'Lang\nverhaal' }], ['file', 900, 900],
    ];
    for (const [type, value, expected] of kept) {
      expect(one(type, value), `${type} ${JSON.stringify(value)}`).toEqual({ values: new Map([[1, expected]]) });
    }
  });

  it('refuses a value its attribute type does not take, with a message on attributes.<id>', () => {
    const refused: [AttributeType, unknown, string][] = [
      ['string', 12, 'value.type'], ['string', 'x'.repeat(256), 'value.too_long'], ['textarea', 'x'.repeat(5001), 'value.too_long'],
      ['integer', 1.5, 'value.type'], ['integer', '12a', 'value.type'], ['integer', 2 ** 60, 'value.type'],
      ['double', Number.NaN, 'value.type'], ['double', Number.POSITIVE_INFINITY, 'value.type'], ['double', 'veel', 'value.type'],
      ['range', 101, 'value.range'], ['range', -1, 'value.range'],
      ['date', '2026-02-30', 'value.date'], ['date', '30-01-2026', 'value.date'], ['date', 20260130, 'value.date'],
      ['boolean', 'ja', 'value.type'], ['boolean', 2, 'value.type'],
      ['lookup', 14, 'value.lookup'], ['lookup', [11], 'value.lookup'], ['multi_lookup', [11, 14], 'value.lookup'],
      ['multi_lookup', [11, 11], 'value.lookup'], ['multi_lookup', 11, 'value.lookup'],
      ['multilang', 'Paal', 'value.type'], ['multilang', { dutch: 'Paal' }, 'value.type'], ['multilang', { nl: 3 }, 'value.type'],
      ['multilang', { nl: 'x'.repeat(256) }, 'value.too_long'], ['file', 901, 'value.file'], ['file', 'x', 'value.file'],
    ];
    for (const [type, value, code] of refused) {
      expect(one(type, value), `${type} ${JSON.stringify(value)}`).toEqual({ errors: { 'attributes.1': [code] } });
    }
  });

  it("fills the type's defaults on create and refuses a required attribute without a value or default", () => {
    const rules = [rule(1, 'string', { defaultValue: 'Onbekend' }), rule(2, 'lookup', { required: true, defaultValue: 12 }), rule(3, 'integer', { required: true })];
    expect(checkValues([{ id: 3, value: 7 }], rules, files, 'create')).toEqual({ values: new Map<number, unknown>([[1, 'Onbekend'], [2, 12], [3, 7]]) });
    expect(checkValues([], rules, files, 'create')).toEqual({ errors: { 'attributes.3': ['field.required'] } });
    expect(checkValues([{ id: 3, value: '' }], rules, files, 'create')).toEqual({ errors: { 'attributes.3': ['field.required'] } });
  });

  it('on update checks only what is sent: an optional value may be emptied, a required one not', () => {
    const rules = [rule(1, 'string'), rule(3, 'integer', { required: true })];
    expect(checkValues([{ id: 1, value: null }], rules, files, 'update')).toEqual({ values: new Map([[1, null]]) });
    expect(checkValues([], rules, files, 'update')).toEqual({ values: new Map() });
    expect(checkValues([{ id: 3, value: null }], rules, files, 'update')).toEqual({ errors: { 'attributes.3': ['field.required'] } });
  });

  it('refuses an attribute not linked to the type, one given twice, and what is not a list of {id, value}', () => {
    const rules = [rule(1, 'string')];
    expect(checkValues([{ id: 5, value: 'x' }], rules, files, 'update')).toEqual({ errors: { 'attributes.5': ['value.not_linked'] } });
    expect(checkValues([{ id: 1, value: 'a' }, { id: 1, value: 'b' }], rules, files, 'update')).toEqual({ errors: { 'attributes.1': ['value.duplicate'] } });
    expect(checkValues({ 1: 'x' }, rules, files, 'update')).toEqual({ errors: { attributes: ['value.type'] } });
    expect(checkValues(['x', { value: 'y' }, { id: 'een' }], rules, files, 'update')).toEqual({ errors: { attributes: ['value.type', 'value.type', 'value.type'] } });
  });
});
