import { describe, expect, it } from 'vitest';
import { activeEntry, menuEntries } from './menu-entries';

describe('side menu entries', () => {
  it('enable the organisation entry for super admins only and never photo categories', () => {
    const organisation = menuEntries.find((e) => e.label === 'menu.organisation');
    const photos = menuEntries.find((e) => e.label === 'menu.photo_categories');
    expect(organisation?.disabled?.({ superAdmin: false })).toBe(true);
    expect(organisation?.disabled?.({ superAdmin: true })).toBe(false);
    expect(photos?.disabled?.({ superAdmin: true })).toBe(true);
  });

  it('mark the entry of the current page and its group', () => {
    expect(activeEntry('/admin/users/5/edit')).toEqual({ key: '/admin/users', group: null });
    expect(activeEntry('/admin/attributes/3')).toEqual({ key: '/admin/attributes', group: 'attributes' });
    expect(activeEntry('/admin')).toEqual({ key: '/admin', group: null });
    expect(activeEntry('/profile')).toBeNull();
    // Under /admin, but no entry's: the audit log is opened from a detail screen.
    expect(activeEntry('/admin/audit')).toBeNull();
  });
});
