import { describe, expect, it } from 'vitest';
import { historyHref } from '../../lib/paths';
import { filtersOf, searchOf } from './paths';

describe('the audit log filters in the URL', () => {
  it('reads the filters a detail screen links with', () => {
    const href = historyHref('role', 3);
    expect(href).toBe('/admin/audit?subject_type=role&subject_id=3');
    expect(filtersOf(new URL(href, 'http://x').searchParams)).toEqual({ subject_type: 'role', subject_id: 3, page: 1 });
  });

  it('leaves out values the API would refuse', () => {
    const search = new URLSearchParams('user_id=abc&subject_id=0&action=smash&from=gisteren&to=2026-11-23&page=-1');
    expect(filtersOf(search)).toEqual({ to: '2026-11-23', page: 1 });
  });

  it('writes filters back without page 1 and empty ones', () => {
    expect(searchOf({ user_id: 4, action: 'update', subject_type: '', page: 1 }).toString()).toBe('user_id=4&action=update');
    expect(searchOf({ page: 3 }).toString()).toBe('page=3');
  });
});
