import { describe, expect, it } from 'vitest';
import { filterQuery, filtersOf, withDeleted, withType } from './filters-url';

describe('the selections list in the URL', () => {
  it('reads the type and the deleted view, an unreadable id as none', () => {
    expect(filtersOf(new URLSearchParams('type=4&deleted=1'))).toEqual({ typeId: 4, deleted: true });
    expect(filtersOf(new URLSearchParams('type=x'))).toEqual({ typeId: null, deleted: false });
  });

  it('asks the API for the type and the deleted rows by its own parameter names', () => {
    expect(filterQuery({ typeId: 4, deleted: true })).toEqual({ selection_type_id: '4', deleted: 'true' });
    expect(filterQuery({ typeId: null, deleted: false })).toEqual({});
  });

  it('goes back to the first page on a new choice, and drops the sort between views', () => {
    expect(withType(new URLSearchParams('page=3&sort=name'), 2).toString()).toBe('sort=name&type=2');
    expect(withType(new URLSearchParams('type=2'), null).toString()).toBe('');
    expect(withDeleted(new URLSearchParams('page=2&sort=-name&type=1'), true).toString()).toBe('type=1&deleted=1');
  });
});
