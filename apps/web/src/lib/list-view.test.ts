import { describe, expect, it } from 'vitest';
import { listViewQuery, readListView, writeListView } from './list-view';

describe('the list view in the URL', () => {
  it('reads page, page size, sort and column searches as the API names them', () => {
    const view = readListView(new URLSearchParams('page=3&perPage=50&sort=-name&filter[name]=jan&filter[email]=&status=active'));
    expect(view).toEqual({ page: 3, perPage: 50, sort: { field: 'name', desc: true }, filter: { name: 'jan' } });
  });

  it('leaves what it cannot read at the defaults', () => {
    expect(readListView(new URLSearchParams('page=-1&perPage=abc&sort='))).toEqual({ page: 1, perPage: 25, sort: null, filter: {} });
  });

  it('writes a view back, keeping the other parameters and leaving defaults out', () => {
    const before = new URLSearchParams('status=active&page=4&filter[id]=3');
    const next = writeListView(before, { page: 1, perPage: 25, sort: { field: 'email', desc: false }, filter: { name: 'an' } });
    expect(next.toString()).toBe('status=active&sort=email&filter%5Bname%5D=an');
  });

  it('is the API query: paged for a page, without paging for an export', () => {
    const view = { page: 2, perPage: 50, sort: { field: 'name', desc: true }, filter: { name: 'an' } };
    expect(listViewQuery(view)).toEqual({ page: '2', perPage: '50', sort: '-name', 'filter[name]': 'an' });
    expect(listViewQuery(view, false)).toEqual({ sort: '-name', 'filter[name]': 'an' });
  });
});
