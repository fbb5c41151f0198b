import { describe, expect, it } from 'vitest';
import { filterQuery } from '../api/calls';
import { filtersOf, withDeleted } from './object-filters-url';

describe('the objects list in the URL', () => {
  it('reads the "Verwijderd" view from ?deleted=1 and asks the API for deleted=true', () => {
    const filters = filtersOf(new URLSearchParams('type=3&deleted=1'));
    expect(filters).toEqual({ typeId: 3, statusId: null, deleted: true });
    expect(filterQuery(filters)).toEqual({ deleted: 'true', map_object_type_id: '3' });
    expect(filtersOf(new URLSearchParams('deleted=true')).deleted).toBe(false);
  });

  it('switches the view back to the first page and its own order, keeping the type', () => {
    const start = new URLSearchParams('type=3&page=4&sort=-name&filter[code]=KP');
    expect(withDeleted(start, true).toString()).toBe('type=3&filter%5Bcode%5D=KP&deleted=1');
    expect(withDeleted(new URLSearchParams('deleted=1&page=2'), false).toString()).toBe('');
  });
});
