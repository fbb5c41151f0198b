/**
 * How a list sorts and searches, as cases both of its modes must pass: the console's table
 * holding the list whole (up to SERVER_LIST_THRESHOLD rows, web list-compare.ts) and the API
 * sorting, searching and paging it (over it, api db/list-view.ts). The web's unit test and the
 * API's test against a real list route (the roles of an organisation) run the same table.
 *
 * What users expect, and so both do:
 * - search: contains, case and accents ignored (`emile` finds `Émile`, `oyku sahin` `Öykü Şahin`);
 * - a filter on an id is exact (`91010` finds 91010, not 910100), as on a number, a yes/no and
 *   a choice (enum): "contains" is for text, where a user types part of a name;
 * - names sort in Dutch (ICU `nl`): accents and case only break ties, `IJ` as I then J, and
 *   numbers in a name by their value (`Item 9` before `Item 10`);
 * - empty values (none, or empty text) last in ascending order, first in descending;
 * - descending is ascending exactly reversed, ties too (the API breaks ties by id, in the
 *   sort's direction, so an index read backwards serves it).
 */

/** A row of the roles list: the fields the cases sort and search on. */
export interface ListCaseRow {
  id: number;
  display_name: string | null;
  description: string | null;
}

export const LIST_CASE_ROWS: readonly ListCaseRow[] = [
  { id: 91001, display_name: 'Émile Zola', description: null },
  { id: 91002, display_name: 'emile Bakker', description: '' },
  { id: 91003, display_name: 'Eva de Vries', description: 'beheer' },
  { id: 91004, display_name: 'IJsbrand Koster', description: 'Beheer' },
  { id: 91005, display_name: 'Ilse van Dam', description: null },
  { id: 91006, display_name: 'Öykü Şahin', description: 'veld' },
  { id: 91007, display_name: 'Zoë Jansen', description: '' },
  { id: 91009, display_name: 'Item 9', description: 'algemeen' },
  { id: 91010, display_name: 'Item 10', description: 'Álgemeen' },
  { id: 91011, display_name: null, description: 'x' },
];

export type ListCase =
  | { what: string; sort: { field: keyof ListCaseRow; desc: boolean }; ids: number[] }
  | { what: string; search: { field: keyof ListCaseRow; text: string }; ids: number[] };

const byName = [91002, 91001, 91003, 91004, 91005, 91009, 91010, 91006, 91007, 91011];

/** The cases: `ids` in the order the list shows them (a search: in the rows' order, by id). */
export const LIST_CASES: readonly ListCase[] = [
  { what: 'names in Dutch order, accents and case only breaking ties, numbers by value, empty last', sort: { field: 'display_name', desc: false }, ids: byName },
  { what: 'names descending: the same order reversed, empty first', sort: { field: 'display_name', desc: true }, ids: [...byName].reverse() },
  {
    what: 'empty text and no value alike last, in id order; lower case before upper, no accent before one',
    sort: { field: 'description', desc: false },
    ids: [91009, 91010, 91003, 91004, 91006, 91011, 91001, 91002, 91005, 91007],
  },
  {
    what: 'descending: the exact reverse, ties too: empty values first (the last id first), then the rest reversed',
    sort: { field: 'description', desc: true },
    ids: [91007, 91005, 91002, 91001, 91011, 91006, 91004, 91003, 91010, 91009],
  },
  { what: 'ids by ascending value', sort: { field: 'id', desc: false }, ids: LIST_CASE_ROWS.map((r) => r.id) },
  { what: 'a search ignores case and accents', search: { field: 'display_name', text: 'emile' }, ids: [91001, 91002] },
  { what: 'a search in capitals with an accent finds both', search: { field: 'display_name', text: 'ÉMILE' }, ids: [91001, 91002] },
  { what: 'accents of other languages are ignored too', search: { field: 'display_name', text: 'oyku sahin' }, ids: [91006] },
  { what: 'ë is e', search: { field: 'display_name', text: 'zoe' }, ids: [91007] },
  { what: 'IJ is found as ij', search: { field: 'display_name', text: 'ijs' }, ids: [91004] },
  { what: 'a number in a name is text to a search', search: { field: 'display_name', text: 'item 1' }, ids: [91010] },
  { what: 'an accent in the search text is ignored', search: { field: 'description', text: 'algémeen' }, ids: [91009, 91010] },
  { what: 'an id filter is exact: the id itself, not the ids containing its digits', search: { field: 'id', text: '91010' }, ids: [91010] },
  { what: 'an id filter with spaces around it is the id', search: { field: 'id', text: ' 91001 ' }, ids: [91001] },
  { what: 'part of an id finds none', search: { field: 'id', text: '9101' }, ids: [] },
];
