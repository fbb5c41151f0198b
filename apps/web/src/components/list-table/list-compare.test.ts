/**
 * The browser's sort and search of a list held whole pass the list cases, as the API's sort and
 * search of a big list do (apps/api/test/list-cases.test.ts runs the same table).
 */
import { describe, expect, it } from 'vitest';
import { LIST_CASE_ROWS, LIST_CASES } from '@console/contract/list-cases';
import { compareValues, matchesSearch } from './list-compare';

describe('the list cases in the browser', () => {
  for (const c of LIST_CASES) {
    it(c.what, () => {
      // As the table does: a stable sort, descending as the reverse comparison; rows in the API's order (by id).
      const rows = [...LIST_CASE_ROWS];
      const shown = 'sort' in c
        ? rows.sort((a, b) => (c.sort.desc ? -1 : 1) * compareValues(a[c.sort.field], b[c.sort.field]))
        : rows.filter((row) => matchesSearch(row[c.search.field], c.search.text));
      expect(shown.map((r) => r.id)).toEqual(c.ids);
    });
  }
});

describe('matchesSearch', () => {
  it('matches everything for an empty or blank search, and no empty value otherwise', () => {
    expect(matchesSearch(null, ' ')).toBe(true);
    expect(matchesSearch(undefined, 'a')).toBe(false);
  });
});
