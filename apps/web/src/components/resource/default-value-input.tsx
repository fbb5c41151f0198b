/**
 * The default value of an attribute of a map object type: as text (a lookup value's name,
 * Ja/Nee, or the value) and as an input (a select of lookup values with 'none' first, a
 * checkbox for booleans, else text or a number). Used by the attributes table's edit mode and
 * the attribute default page.
 */
import { Checkbox, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { LOOKUP_TYPES } from '@console/contract/attributes';
import { typedNumber } from '../attribute-form/attribute-rules';
import type { AttributeLinkRow } from './link-attributes-table';

/** The default value as text: a lookup value's name, Ja/Nee, or the value. */
export function defaultText(row: AttributeLinkRow, t: TFunction): string {
  const value = row.default_value;
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? t('common.yes') : t('common.no');
  const lookup = row.lookup_values?.find((v) => v.id === value);
  if (lookup) return lookup.name;
  return typeof value === 'string' || typeof value === 'number' ? String(value) : JSON.stringify(value);
}

export function DefaultInput({ row, value, onChange }: { row: AttributeLinkRow; value: unknown; onChange: (v: unknown) => void }) {
  const { t } = useTranslation();
  const label = t('link_attributes.default_of', { name: row.name });
  if (LOOKUP_TYPES.some((type) => type === row.type)) {
    return (
      <Select aria-label={label} style={{ minWidth: 160 }} value={typeof value === 'number' ? value : null} onChange={onChange}
        options={[{ value: null, label: t('common.none') }, ...(row.lookup_values ?? []).map((v) => ({ value: v.id, label: v.name }))]} />
    );
  }
  if (row.type === 'boolean') return <Checkbox aria-label={label} checked={value === true} onChange={(e) => onChange(e.target.checked)} />;
  // Other types have a typed value in the map objects themselves; here it is plain text or a
  // number. A number is read as the attribute form reads it (never '1e3' as 1000, nor '3.7' as a
  // whole number); text that is no number of the type is sent as typed, and the server refuses it
  // on the field.
  const numeric = ['integer', 'double', 'range'].includes(row.type);
  return (
    <Input aria-label={label} style={{ width: 200 }} value={value === null || value === undefined ? '' : String(value)}
      onChange={(e) => {
        const text = e.target.value;
        const n = numeric ? typedNumber(row.type === 'integer' ? 'integer' : 'double', text) : undefined;
        onChange(text === '' ? null : n !== undefined && !Number.isNaN(n) ? n : text);
      }} />
  );
}
