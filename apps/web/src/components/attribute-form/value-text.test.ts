import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { attributeValueText } from './value-text';

const t = ((key: string) => ({ 'common.yes': 'Ja', 'common.no': 'Nee' })[key] ?? key) as unknown as TFunction;
const lookups = [{ id: 1, name: 'Staal' }, { id: 2, name: 'Hout' }];

describe('attributeValueText', () => {
  it('names lookup values, says yes and no in words and joins the languages of a text', () => {
    expect(attributeValueText({ type: 'lookup', lookup_values: lookups }, 2, t)).toBe('Hout');
    expect(attributeValueText({ type: 'multi_lookup', lookup_values: lookups }, [1, 2], t)).toBe('Staal, Hout');
    expect(attributeValueText({ type: 'boolean', lookup_values: [] }, false, t)).toBe('Nee');
    expect(attributeValueText({ type: 'multilang', lookup_values: [] }, { nl: 'Paal', en: 'Post' }, t)).toBe('Paal / Post');
    expect(attributeValueText({ type: 'integer', lookup_values: [] }, 13, t)).toBe('13');
  });

  it('leaves nothing filled in empty', () => {
    for (const v of [null, undefined, '']) expect(attributeValueText({ type: 'string', lookup_values: [] }, v, t)).toBe('');
  });
});
