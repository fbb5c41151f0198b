import { describe, expect, it } from 'vitest';
import { filterQuery, filtersOf, withFilter } from './filters-url';

describe("the action overview's choices in the URL", () => {
  it('reads each id and the open switch, and ignores what is no id', () => {
    expect(filtersOf(new URLSearchParams('status=3&type=x&priority=0&team=12&area=4&open=1'))).toEqual({ status: 3, type: null, priority: null, team: 12, area: 4, open: true });
    expect(filtersOf(new URLSearchParams('area=-1')).area).toBeNull();
    expect(filtersOf(new URLSearchParams('open=true')).open).toBe(false);
  });

  it("become the API's exact filters and open=1", () => {
    expect(filterQuery({ status: 3, type: 4, priority: null, team: 5, area: null, open: true })).toEqual({
      'filter[action_status_id]': '3', 'filter[dynamic_action_type_id]': '4', 'filter[team_id]': '5', open: '1',
    });
    expect(filterQuery({ status: null, type: null, priority: 7, team: null, area: null, open: false })).toEqual({ 'filter[action_priority_id]': '7' });
  });

  it("ask for the actions in the chosen area with the API's area_id", () => {
    expect(filterQuery({ status: 2, type: null, priority: null, team: null, area: 9, open: false })).toEqual({ 'filter[action_status_id]': '2', area_id: '9' });
  });

  it('set one choice, remove it, and go back to the first page', () => {
    const start = new URLSearchParams('sort=-id&page=3&status=2');
    expect(withFilter(start, 'type', 9).toString()).toBe('sort=-id&status=2&type=9');
    expect(withFilter(start, 'status', null).toString()).toBe('sort=-id');
    expect(withFilter(start, 'open', true).toString()).toBe('sort=-id&status=2&open=1');
    expect(withFilter(start, 'area', 4).toString()).toBe('sort=-id&status=2&area=4');
    expect(withFilter(new URLSearchParams('open=1'), 'open', false).toString()).toBe('');
  });
});
