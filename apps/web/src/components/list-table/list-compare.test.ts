/**
 * The browser's sort and search of a list held whole pass the list cases, as the API's sort and
 * search of a big list do (apps/api/test/list-cases.test.ts runs the same table).
 */
import { describe, expect, it } from 'vitest';
import { LIST_CASE_ROWS, LIST_CASES, type ListCaseRow } from '@console/contract/list-cases';
import { z } from 'zod';
import { compareValues, matchesFilter, matchesSearch } from './list-compare';
import { searchedAndSorted } from './client-rows';
import { withKinds, type ListColumn } from './list-columns';

const CASE_COLUMNS: ListColumn<ListCaseRow>[] = (['id', 'display_name', 'description'] as const).map((key) => ({ key, title: key, sortable: true }));

describe('the list cases in the browser', () => {
  for (const c of LIST_CASES) {
    it(c.what, () => {
      if (!('sort' in c)) {
        expect(LIST_CASE_ROWS.filter((row) => matchesFilter(row[c.search.field], c.search.text)).map((r) => r.id)).toEqual(c.ids);
        return;
      }
      // The table's own sort, over the rows in the API's order: by id, and newest first (the
      // actions' own order) — ties break by id either way, as the server breaks them.
      for (const rows of [LIST_CASE_ROWS, [...LIST_CASE_ROWS].reverse()]) {
        expect(searchedAndSorted(rows, CASE_COLUMNS, { sort: c.sort, filter: {} }).map((r) => r.id)).toEqual(c.ids);
      }
    });
  }
});

describe('matchesSearch', () => {
  it('matches everything for an empty or blank search, and no empty value otherwise', () => {
    expect(matchesSearch(null, ' ')).toBe(true);
    expect(matchesSearch(undefined, 'a')).toBe(false);
  });
});

describe('matchesFilter: exact on ids, numbers, yes/no and choices, contains on text', () => {
  it('finds user 5 alone for the id 5, not 15, 25 and 35', () => {
    const shown = [5, 15, 25, 35].filter((id) => matchesFilter(id, '5'));
    expect(shown).toEqual([5]);
    expect(matchesFilter(5, 'abc', 'id')).toBe(false);
  });

  it('matches a number by its value, a yes/no by true, false, 1 or 0', () => {
    expect(matchesFilter(2.5, '2.50')).toBe(true);
    expect(matchesFilter(12, '1')).toBe(false);
    expect(matchesFilter(true, 'true')).toBe(true);
    expect(matchesFilter(true, '1')).toBe(true);
    expect(matchesFilter(false, '0')).toBe(true);
    expect(matchesFilter(false, 'true')).toBe(false);
    expect(matchesFilter(true, 'tru')).toBe(false);
  });

  it('matches a choice exactly and text by what it contains', () => {
    expect(matchesFilter('point', 'point', 'enum')).toBe(true);
    expect(matchesFilter('linestring', 'line', 'enum')).toBe(false);
    expect(matchesFilter('Linestring', 'line', 'text')).toBe(true);
  });

  it('takes the kind of each column from the list\'s row schema in the table\'s search', () => {
    interface Row { id: number; name: string; geo_type: string; team_id: number | null }
    const schema = z.object({ id: z.number(), name: z.string(), geo_type: z.enum(['point', 'linestring']), team_id: z.number().nullable() });
    const columns: ListColumn<Row>[] = [
      { key: 'id', title: 'id', searchable: true },
      { key: 'name', title: 'name', searchable: true },
      { key: 'geo_type', title: 'geo', searchable: true },
      { key: 'team_id', title: 'team', searchable: true, value: (row) => (row.team_id === null ? null : `Team ${row.team_id}`) },
    ];
    const rows: Row[] = [
      { id: 5, name: 'Paal 15', geo_type: 'point', team_id: 15 },
      { id: 15, name: 'Lijn 5', geo_type: 'linestring', team_id: 5 },
    ];
    const kinded = withKinds(columns, schema);
    expect(kinded.map((c) => c.kind)).toEqual(['id', 'text', 'enum', undefined]);
    const ids = (filter: Record<string, string>) => searchedAndSorted(rows, kinded, { sort: null, filter }).map((r) => r.id);
    expect(ids({ id: '5' })).toEqual([5]);
    expect(ids({ name: '5' })).toEqual([5, 15]);
    expect(ids({ geo_type: 'point' })).toEqual([5]);
    expect(ids({ geo_type: 'poin' })).toEqual([]);
    // A column showing a value of its own searches what it shows.
    expect(ids({ team_id: 'team 1' })).toEqual([5]);
  });
});
