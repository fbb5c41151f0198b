import { describe, expect, it } from 'vitest';
import { withMemberRoles, type UserRoleRow } from './user-role-rows';

const row = (id: number, name: string, role_id: number | null): UserRoleRow => ({ id, name, email: `${name.toLowerCase()}@demo.example`, role_id });

describe('withMemberRoles', () => {
  it("gives every cached user its role on the network, and null (no access) where it has none", () => {
    const rows = [row(1, 'Anna', null), row(2, 'Bram', 4), row(3, 'Carla', 7)];
    expect(withMemberRoles(rows, [{ id: 3, role_id: 7 }, { id: 1, role_id: 5 }])).toEqual([
      row(1, 'Anna', 5), row(2, 'Bram', null), row(3, 'Carla', 7),
    ]);
  });

  it('ignores members that are not in the rows, and keeps an unchanged row as it was', () => {
    const anna = row(1, 'Anna', 2);
    const [kept] = withMemberRoles([anna], [{ id: 1, role_id: 2 }, { id: 9, role_id: 1 }]);
    expect(kept).toBe(anna);
  });

  it("updates a server page's envelope and leaves the list's count alone", () => {
    const meta = { pagination: { total: 3000, count: 1, per_page: 25, current_page: 1, total_pages: 120 } };
    expect(withMemberRoles({ data: [row(1, 'Anna', null)], meta }, [{ id: 1, role_id: 3 }])).toEqual({ data: [row(1, 'Anna', 3)], meta });
    const count = { meta };
    expect(withMemberRoles(count, [{ id: 1, role_id: 3 }])).toBe(count);
    expect(withMemberRoles(undefined, [])).toBeUndefined();
  });
});
