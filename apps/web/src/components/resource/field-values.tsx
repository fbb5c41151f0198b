/** How a declared field's value reads on a show card, and its option labels. */
import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { ColorSwatch } from '../color-swatch/color-swatch';
import { optionLabel } from '../../lib/option-label';
import type { FieldDef } from './resource';

/** The label of an enum value of a field: translated when the language files have it, else the value. */
export function fieldOptionLabel(field: { label: string; optionLabels?: string }, value: string, t: TFunction): string {
  return optionLabel(field.optionLabels ?? `${field.label}_values`, value, t);
}

/** A field's value as the show card presents it: Ja/Nee, a referenced row's name, an enum label. */
export function showValue<T>(field: FieldDef<T>, row: T, t: TFunction): ReactNode {
  if (field.render) return field.render(row);
  const value: unknown = row[field.name];
  if (field.kind === 'switch') return value ? t('common.yes') : t('common.no');
  if (field.kind === 'ref' && field.ref) {
    const name: unknown = row[field.ref.nameField];
    return typeof name === 'string' ? name : t('common.none');
  }
  if (field.kind === 'enum' && typeof value === 'string') return fieldOptionLabel(field, value, t);
  if (field.kind === 'color') return <ColorSwatch color={typeof value === 'string' ? value : null} />;
  if (value === null || value === undefined || value === '') return '-';
  return typeof value === 'string' || typeof value === 'number' ? value : JSON.stringify(value);
}
