/**
 * What the attribute form checks on each field before a save, the same for the map's object
 * form, an action's attributes and the type's form preview: a required field must be filled in,
 * and a number field must hold a number of its type as typed. What was typed is never rounded
 * or cut to fit ('3.7' or '12abc' in a whole-number field is refused on the field, not saved as
 * 4 or 12); the server checks the same (apps/api/src/lib/attribute-values.ts).
 */
import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';
import type { MapObjectTypeAttribute } from '@console/contract/map-object-types';
import { isFilled } from './attribute-input';

const WHOLE = /^\s*-?\d+\s*$/;
const DECIMAL = /^\s*-?\d+([.,]\d+)?\s*$/;

/**
 * The number a number field holds: a number as it is, its text as typed read as the number
 * (a decimal comma too); NaN when the text is no number of the field's type; undefined when empty.
 */
export function typedNumber(type: string, value: unknown): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'number') return type === 'integer' && !Number.isInteger(value) ? Number.NaN : value;
  if (typeof value !== 'string') return Number.NaN;
  if (!(type === 'integer' ? WHOLE : DECIMAL).test(value)) return Number.NaN;
  return Number(value.trim().replace(',', '.'));
}

/** What is wrong with a field's value for its type: a message key, or null. */
export function valueProblem(field: Pick<MapObjectTypeAttribute, 'type'>, value: unknown): 'validation.integer' | 'validation.number' | null {
  if (field.type !== 'integer' && field.type !== 'double') return null;
  const n = typedNumber(field.type, value);
  if (n === undefined || !Number.isNaN(n)) return null;
  return field.type === 'integer' ? 'validation.integer' : 'validation.number';
}

/** The rules of an attribute's form item: filled in when required, of its type when filled in. */
export function attributeRules(field: MapObjectTypeAttribute, t: TFunction): FormRule[] {
  const rules: FormRule[] = [{
    validator: (_rule, value: unknown) => {
      const problem = valueProblem(field, value);
      return problem ? Promise.reject(new Error(t(problem))) : Promise.resolve();
    },
  }];
  if (!field.required) return rules;
  return [{
    validator: (_rule, value: unknown) => (isFilled(field, value) ? Promise.resolve() : Promise.reject(new Error(t('validation.required')))),
  }, ...rules];
}
