/**
 * How the list kit's tables sort and search in the browser (a list the table holds whole, up to
 * SERVER_LIST_THRESHOLD rows). The API sorts and searches bigger lists; both pass the same cases
 * (`@console/contract/list-cases`): names in Dutch order (ICU `nl`, numbers by value), search
 * ignoring case and accents in text, ids, numbers, yes/no and choices found exactly, empty values
 * last in ascending order.
 */
import type { ColumnKind } from '@console/contract/list-query';

export type CellValue = string | number | boolean | null | undefined;

/**
 * ICU's Dutch collation with numbers by value: the API's `list_nl` collation (migration 0007).
 * Made at the first sort: making it loads the browser's collation data, which a list only
 * shown needs not wait for.
 */
let dutch: Intl.Collator | undefined;

/**
 * Letters that no Unicode decomposition takes apart, as PostgreSQL's unaccent folds them (the
 * API's `list_fold`): the fold of the two sides must be the same for a search to agree.
 */
const UNACCENT_EXTRA: Readonly<Record<string, string>> = {
  'ø': 'o', 'ł': 'l', 'ŀ': 'l', 'đ': 'd', 'ð': 'd', 'ħ': 'h', 'ı': 'i', 'ŋ': 'n', 'ŧ': 't', 'ĸ': 'q',
  'æ': 'ae', 'œ': 'oe', 'ß': 'ss', 'þ': 'th', 'ŉ': "'n",
};

/** Text as a search compares it: lower case, accents gone (`Öykü Şahin` → `oyku sahin`, `Ĳ` → `ij`). */
function fold(text: string): string {
  return text.toLowerCase()
    .replace(/[øłŀđðħıŋŧĸæœßþŉ]/gu, (c) => UNACCENT_EXTRA[c] ?? c)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '');
}

const isEmpty = (v: CellValue) => v === null || v === undefined || v === '';

/**
 * Orders two cell values: numbers numerically, text in Dutch order (accents and case only break
 * ties, `Item 9` before `Item 10`), empty (none or empty text) last. Descending is the reverse
 * (`-compareValues`, ties reversed too: client-rows.ts), so empty values come first there, as
 * the API sorts them.
 */
export function compareValues(a: CellValue, b: CellValue): number {
  const emptyA = isEmpty(a);
  const emptyB = isEmpty(b);
  if (emptyA || emptyB) return emptyA === emptyB ? 0 : emptyA ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  dutch ??= new Intl.Collator('nl', { numeric: true });
  return dutch.compare(String(a), String(b));
}

/** True when the cell value contains the search text, case and accents ignored. */
export function matchesSearch(value: CellValue, search: string): boolean {
  const needle = fold(search.trim());
  if (needle === '') return true;
  if (value === null || value === undefined) return false;
  return fold(String(value)).includes(needle);
}

const BOOLEAN_TEXT: Readonly<Record<string, boolean>> = { true: true, '1': true, false: false, '0': false };

/** A column's kind where its row schema does not say: a number or a yes/no by its value, else text. */
const kindOfValue = (value: CellValue): ColumnKind =>
  typeof value === 'number' ? 'number' : typeof value === 'boolean' ? 'boolean' : 'text';

/**
 * True when the cell value matches a column's search as the API's filter does: text (and a
 * moment) contains it, case and accents ignored; an id, a number, a yes/no (`true`, `false`, 1, 0)
 * and a choice (enum) are the value itself. A search that is no such value finds none (the API
 * refuses it with a 400 on the filter).
 */
export function matchesFilter(value: CellValue, search: string, kind: ColumnKind = kindOfValue(value)): boolean {
  const needle = search.trim();
  if (needle === '') return true;
  if (value === null || value === undefined) return false;
  switch (kind) {
    case 'text':
    case 'moment':
      return matchesSearch(value, needle);
    case 'id':
    case 'number':
      return /^-?\d+(\.\d+)?$/.test(needle) && Number(needle) === Number(value);
    case 'boolean':
      return Object.hasOwn(BOOLEAN_TEXT, needle) && BOOLEAN_TEXT[needle] === (value === true || value === 'true');
    case 'enum':
      return String(value) === needle;
  }
}
