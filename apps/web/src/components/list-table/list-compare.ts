/**
 * How the list kit's tables sort and search in the browser (a list the table holds whole, up to
 * SERVER_LIST_THRESHOLD rows). The API sorts and searches bigger lists; both must agree.
 */

export type CellValue = string | number | boolean | null | undefined;

/** Orders two cell values: numbers numerically, text by locale (case-insensitive), empty last. */
export function compareValues(a: CellValue, b: CellValue): number {
  const emptyA = a === null || a === undefined || a === '';
  const emptyB = b === null || b === undefined || b === '';
  if (emptyA || emptyB) return emptyA === emptyB ? 0 : emptyA ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return String(a).localeCompare(String(b), undefined, { sensitivity: 'base', numeric: true });
}

/** True when the cell value contains the search text (case-insensitive). */
export function matchesSearch(value: CellValue, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (needle === '') return true;
  if (value === null || value === undefined) return false;
  return String(value).toLowerCase().includes(needle);
}
