import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { valuesText } from './values-text';

const t = ((key: string) => (key === 'common.yes' ? 'Ja' : key)) as TFunction;

describe("an area's values in its row", () => {
  it('names each filled value, a lookup by its name, and leaves out the empty ones', () => {
    const values = [
      { id: 1, name: 'Beheerder', type: 'lookup', value: 7 },
      { id: 2, name: 'Code', type: 'text', value: 'C-12' },
      { id: 3, name: 'Opmerking', type: 'text', value: null },
      { id: 4, name: 'Actief', type: 'boolean', value: true },
    ];
    const fields = [{ id: 1, type: 'lookup', lookup_values: [{ id: 7, name: 'Gemeente' }] }];
    expect(valuesText(values, fields, t)).toBe('Beheerder: Gemeente · Code: C-12 · Actief: Ja');
  });

  it('is empty without values', () => {
    expect(valuesText([], [], t)).toBe('');
  });
});
