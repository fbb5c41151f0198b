/**
 * An audit entry's changes in words, as the forms show them: an attribute by its name, a
 * lookup value, user, status or type by its name (the API's `names` of the entry), yes/no as
 * Ja/Nee, a date as a date, a text in several languages in the current one, and a geometry as
 * one phrase with its kind ("Geometrie gewijzigd (lijn)") instead of its coordinates.
 * Pure: the screen passes t and the language.
 */
import type { TFunction } from 'i18next';
import type { AuditEntry, AuditFieldNames } from '@console/contract/audit';

const MAX = 120;
const ATTRIBUTE = /^attributes\.(\d+)$/;
const GEO_KINDS: Record<string, string> = {
  Point: 'point', MultiPoint: 'point', LineString: 'linestring', MultiLineString: 'linestring', Polygon: 'polygon', MultiPolygon: 'polygon',
};
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MOMENT = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/;

/** One line of an entry: a field with its before and after, or (a geometry) one phrase. */
export type ChangeLine =
  | { field: string; label: string; before: string; after: string; changed: boolean }
  | { field: string; label: string; phrase: string };

/** A value as short text: strings as they are, lists joined, objects as JSON, long ones cut. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '–';
  const text = typeof value === 'string' ? value
    : Array.isArray(value) && value.every((v) => typeof v !== 'object') ? value.join(', ')
      : typeof value === 'object' ? JSON.stringify(value) : String(value);
  return text.length > MAX ? `${text.slice(0, MAX - 1)}…` : text;
}

/** The kind of a GeoJSON geometry (point, linestring, polygon), or null when `value` is none. */
export function geoKindOf(value: unknown): string | null {
  if (typeof value !== 'object' || value === null || !('type' in value) || !('coordinates' in value)) return null;
  return typeof value.type === 'string' ? GEO_KINDS[value.type] ?? null : null;
}

/** The field's label: an attribute's name, the field's word, or the field as it is. */
export function fieldLabel(t: TFunction, field: string, names?: AuditFieldNames): string {
  if (names?.name) return names.name;
  const attribute = ATTRIBUTE.exec(field);
  if (attribute) return t('audit.attribute_n', { id: attribute[1] });
  return t(`audit.fields.${field}`, { defaultValue: field });
}

/** One value in words, by what the entry's names and the attribute's type say of it. */
export function valueWords(t: TFunction, lang: string, value: unknown, names?: AuditFieldNames): string {
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && !value.length)) return '–';
  const named = names?.values;
  if (named && (typeof value === 'number' || Array.isArray(value))) {
    const ids: unknown[] = Array.isArray(value) ? value : [value];
    return valueText(ids.map((id) => named[String(id)] ?? `#${String(id)}`).join(', '));
  }
  if (typeof value === 'boolean') return t(value ? 'common.yes' : 'common.no');
  const locale = lang === 'en' ? 'en-GB' : 'nl-NL';
  if (typeof value === 'string' && DAY.test(value)) return new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeZone: 'UTC' }).format(new Date(`${value}T00:00:00Z`));
  if (typeof value === 'string' && MOMENT.test(value) && !Number.isNaN(Date.parse(value))) {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(value));
  }
  if (typeof value === 'number' && !Number.isInteger(value)) return new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value);
  const kind = geoKindOf(value);
  if (kind) return t(`audit.geo_kinds.${kind}`);
  if ((names?.type === 'multilang' || names?.type === 'multilangtextarea') && typeof value === 'object' && !Array.isArray(value)) {
    const texts = Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string');
    return valueText(texts.find(([l]) => l === lang)?.[1] ?? texts[0]?.[1] ?? '');
  }
  return valueText(value);
}

/** The lines of an entry's changes, in words. */
export function changeLines(t: TFunction, lang: string, entry: Pick<AuditEntry, 'changes' | 'names'>): ChangeLine[] {
  return Object.entries(entry.changes ?? {}).map(([field, [before, after]]) => {
    const names = entry.names?.[field];
    const label = fieldLabel(t, field, names);
    const kind = geoKindOf(after) ?? geoKindOf(before);
    if (kind) {
      const what = before === null ? 'geometry_set' : after === null ? 'geometry_removed' : 'geometry_changed';
      return { field, label, phrase: t(`audit.${what}`, { kind: t(`audit.geo_kinds.${kind}`) }) };
    }
    const [b, a] = [valueWords(t, lang, before, names), valueWords(t, lang, after, names)];
    return { field, label, before: b, after: a, changed: before !== null && after !== null && b !== a };
  });
}
