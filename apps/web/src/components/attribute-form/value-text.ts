/**
 * An attribute's value as text, as the form shows it: a lookup by its value's name, a yes/no in
 * words, a text per language as Dutch / English, a file by its id. For places that show a value
 * beside another (a conflict between two saves), not for inputs.
 */
import type { TFunction } from 'i18next';
import type { MapObjectTypeAttribute } from '@console/contract/map-object-types';

type Field = Pick<MapObjectTypeAttribute, 'type' | 'lookup_values'>;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function attributeValueText(field: Field, value: unknown, t: TFunction): string {
  if (value === null || value === undefined || value === '') return '';
  const lookupName = (id: unknown) => field.lookup_values.find((l) => l.id === id)?.name ?? String(id);
  if (field.type === 'lookup') return lookupName(value);
  if (Array.isArray(value)) return value.map(lookupName).join(', ');
  if (typeof value === 'boolean') return value ? t('common.yes') : t('common.no');
  if (isRecord(value)) return ['nl', 'en'].map((l) => value[l]).filter((v) => typeof v === 'string' && v !== '').join(' / ');
  return String(value);
}
