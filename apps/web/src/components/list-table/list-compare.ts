/**
 * How the list kit's tables sort and search in the browser (a list the table holds whole, up to
 * SERVER_LIST_THRESHOLD rows). The API sorts and searches bigger lists; both pass the same cases
 * (`@console/contract/list-cases`): names in Dutch order (ICU `nl`, numbers by value), search
 * ignoring case and accents, ids searched as text, empty values last in ascending order.
 */

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
 * (`-compareValues`), so empty values come first there, as the API sorts them.
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

/** True when the cell value contains the search text, case and accents ignored; an id (a number) is searched as its text. */
export function matchesSearch(value: CellValue, search: string): boolean {
  const needle = fold(search.trim());
  if (needle === '') return true;
  if (value === null || value === undefined) return false;
  return fold(String(value)).includes(needle);
}
