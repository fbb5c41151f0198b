/**
 * The value checker of map objects' (and later actions') attributes: the values sent as
 * `[{id, value}]` against the attributes linked to the type, each by its attribute type (the
 * twelve of the configuration), the type's defaults filled and required ones refused when
 * missing. Answers the values to keep by attribute id, or the message codes per field
 * (`attributes.<id>`) for a 400. Pure: the caller reads the attribute rows, their lookup values
 * and the network's files.
 */
import type { AttributeType } from '@console/contract/attributes';
import { NAME_MAX, TEXT_MAX } from '@console/contract/limits';
import type { MessageCode } from '@console/contract/messages';

export interface AttributeRule {
  id: number;
  type: AttributeType;
  required: boolean;
  /** The type's default for it; null: none. */
  defaultValue: unknown;
  /** The ids of the attribute's lookup values (lookup, multi_lookup). */
  lookupIds: ReadonlySet<number>;
}

/** What the values are checked for: a new row (defaults filled, every required one present), or a change of the ones sent. */
export type ValuesMode = 'create' | 'update';

export type ValuesResult =
  | { values: Map<number, unknown> }
  | { errors: Record<string, MessageCode[]> };

/** A value the caller left out or emptied: no value. */
const isEmpty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/** An id as the original client may send it: a number, or its digits as text. */
function idOf(v: unknown): number | null {
  if (typeof v === 'number' && Number.isSafeInteger(v) && v > 0) return v;
  if (typeof v === 'string' && /^[1-9]\d{0,15}$/.test(v)) return Number(v);
  return null;
}

function numberOf(v: unknown): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v.trim())) return Number(v);
  return null;
}

function isIsoDate(v: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.getUTCFullYear() === Number(m[1]) && date.getUTCMonth() === Number(m[2]) - 1 && date.getUTCDate() === Number(m[3]);
}

/** A text per language ({nl, en, ...}: two-letter codes), each at most `max` long. */
function multilang(v: unknown, max: number): Record<string, string> | MessageCode {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return 'value.type';
  const out: Record<string, string> = {};
  for (const [lang, text] of Object.entries(v)) {
    if (!/^[a-z]{2}$/.test(lang) || typeof text !== 'string') return 'value.type';
    if (text.length > max) return 'value.too_long';
    out[lang] = text;
  }
  return out;
}

/** One value of `rule`'s type as it is kept (a number sent as its digits kept as the number), or what is wrong with it. */
export function checkValue(rule: AttributeRule, v: unknown, files: ReadonlySet<number>): { value: unknown } | MessageCode {
  switch (rule.type) {
    case 'string':
    case 'textarea': {
      if (typeof v !== 'string') return 'value.type';
      return v.length > (rule.type === 'string' ? NAME_MAX : TEXT_MAX) ? 'value.too_long' : { value: v };
    }
    case 'integer': {
      const n = numberOf(v);
      return n !== null && Number.isSafeInteger(n) ? { value: n } : 'value.type';
    }
    case 'double': {
      const n = numberOf(v);
      return n === null ? 'value.type' : { value: n };
    }
    case 'range': {
      const n = numberOf(v);
      return n !== null && n >= 0 && n <= 100 ? { value: n } : 'value.range';
    }
    case 'date':
      return typeof v === 'string' && isIsoDate(v) ? { value: v } : 'value.date';
    case 'boolean':
      // The original client sends false as 0 (and true as 1).
      if (v === true || v === 1 || v === '1' || v === 'true') return { value: true };
      if (v === false || v === 0 || v === '0' || v === 'false') return { value: false };
      return 'value.type';
    case 'lookup': {
      const id = idOf(v);
      return id !== null && rule.lookupIds.has(id) ? { value: id } : 'value.lookup';
    }
    case 'multi_lookup': {
      if (!Array.isArray(v)) return 'value.lookup';
      const ids = v.map(idOf);
      if (ids.some((id) => id === null || !rule.lookupIds.has(id)) || new Set(ids).size !== ids.length) return 'value.lookup';
      return { value: ids };
    }
    case 'multilang':
    case 'multilangtextarea': {
      const texts = multilang(v, rule.type === 'multilang' ? NAME_MAX : TEXT_MAX);
      return typeof texts === 'string' ? texts : { value: texts };
    }
    case 'file': {
      const id = idOf(v);
      return id !== null && files.has(id) ? { value: id } : 'value.file';
    }
  }
}

/**
 * Checks the sent values (`[{id, value}]`) against the type's attributes. On create every
 * attribute not sent gets the type's default and a required one without either is refused; on
 * update only the sent ones are checked, and a required one may not be emptied.
 */
export function checkValues(sent: unknown, rules: readonly AttributeRule[], files: ReadonlySet<number>, mode: ValuesMode): ValuesResult {
  const errors: Record<string, MessageCode[]> = {};
  const refuse = (field: string, code: MessageCode) => { (errors[field] ??= []).push(code); };
  const byId = new Map(rules.map((rule) => [rule.id, rule]));
  const given = new Map<number, unknown>();
  if (sent !== undefined && sent !== null && !Array.isArray(sent)) return { errors: { attributes: ['value.type'] } };
  const list: readonly unknown[] = Array.isArray(sent) ? sent : [];
  for (const entry of list) {
    if (typeof entry !== 'object' || entry === null || !('id' in entry)) { refuse('attributes', 'value.type'); continue; }
    const id = idOf(entry.id);
    if (id === null) { refuse('attributes', 'value.type'); continue; }
    const field = `attributes.${id}`;
    if (!byId.has(id)) refuse(field, 'value.not_linked');
    else if (given.has(id)) refuse(field, 'value.duplicate');
    else given.set(id, 'value' in entry ? entry.value : undefined);
  }
  const values = new Map<number, unknown>();
  for (const rule of rules) {
    const field = `attributes.${rule.id}`;
    const wasSent = given.has(rule.id);
    const raw = wasSent ? given.get(rule.id) : mode === 'create' ? rule.defaultValue : undefined;
    if (isEmpty(raw)) {
      if (rule.required && (mode === 'create' || wasSent)) refuse(field, 'field.required');
      else if (wasSent) values.set(rule.id, null);
      continue;
    }
    const checked = checkValue(rule, raw, files);
    if (typeof checked === 'string') refuse(field, checked);
    else values.set(rule.id, checked.value);
  }
  return Object.keys(errors).length ? { errors } : { values };
}
