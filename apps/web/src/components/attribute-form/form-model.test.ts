import { describe, expect, it } from 'vitest';
import type { AttributeGroup } from '@console/contract/attribute-groups';
import type { MapObjectTypeAttribute } from '@console/contract/map-object-types';
import { initialValue, formSections } from './form-model';

const field = (id: number, o: Partial<MapObjectTypeAttribute> = {}): MapObjectTypeAttribute =>
  ({ id, name: `A${id}`, type: 'string', required: false, default_value: null, order: id, lookup_values: [], ...o });
const group = (id: number, order: number, name = `G${id}`): AttributeGroup =>
  ({ id, name, order, description: null, network_id: 1, created_at: '', updated_at: '' });

describe('formSections', () => {
  it('groups the attributes in the groups\' order, each in the type\'s order, ungrouped last', () => {
    const groups = [group(1, 2), group(2, 1), group(3, 0)];
    const groupOf = new Map([[10, 1], [11, 2], [12, null], [13, 1], [14, 99]]);
    const sections = formSections([field(13, { order: 0 }), field(10, { order: 5 }), field(11), field(12), field(14)], groupOf, groups);
    expect(sections.map((s) => [s.group?.name ?? null, s.fields.map((f) => f.id)])).toEqual([
      ['G2', [11]],
      ['G1', [13, 10]],
      [null, [12, 14]],
    ]);
  });
});

describe('initialValue', () => {
  const values = [{ id: 7, name: 'Rood' }, { id: 8, name: 'Groen' }];
  it('fills in the defaults in the shape of each input', () => {
    expect(initialValue(field(1, { type: 'lookup', default_value: 8, lookup_values: values }))).toBe(8);
    expect(initialValue(field(1, { type: 'multi_lookup', default_value: 7, lookup_values: values }))).toEqual([7]);
    expect(initialValue(field(1, { type: 'lookup', default_value: 99, lookup_values: values }))).toBeUndefined();
    expect(initialValue(field(1, { type: 'boolean', default_value: true }))).toBe(true);
    // Untouched, a yes/no holds nothing (no value saved), not 'Nee'.
    expect(initialValue(field(1, { type: 'boolean' }))).toBeUndefined();
    expect(initialValue(field(1, { type: 'integer', default_value: '12' }))).toBe(12);
    expect(initialValue(field(1, { type: 'multilang', default_value: 'Hallo' }))).toEqual({ nl: 'Hallo', en: '' });
    expect(initialValue(field(1, { type: 'date', default_value: '2026-01-31' }))).toBe('2026-01-31');
    expect(initialValue(field(1, { type: 'string' }))).toBeUndefined();
  });
});
