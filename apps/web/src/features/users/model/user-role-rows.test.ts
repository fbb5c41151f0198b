import { describe, expect, it } from 'vitest';
import type { User } from '@console/contract/users';
import { buildUserRoleRows } from './user-role-rows';

const user = (id: number, name: string): User => ({
  id, name, email: `${name.toLowerCase()}@demo.example`, super_admin: false, needs_license: true,
  primary_tenant_id: 1, active: true, deactivated_at: null, invited_at: null, last_sign_in_at: null,
});

describe('buildUserRoleRows', () => {
  it("gives every user its role on the network, and null (no access) where it has none", () => {
    const rows = buildUserRoleRows([user(1, 'Anna'), user(2, 'Bram'), user(3, 'Carla')], [{ id: 3, role_id: 7 }, { id: 1, role_id: 5 }]);
    expect(rows).toEqual([
      { id: 1, name: 'Anna', email: 'anna@demo.example', role_id: 5 },
      { id: 2, name: 'Bram', email: 'bram@demo.example', role_id: null },
      { id: 3, name: 'Carla', email: 'carla@demo.example', role_id: 7 },
    ]);
  });

  it('ignores members that are not in the user list', () => {
    expect(buildUserRoleRows([user(1, 'Anna')], [{ id: 9, role_id: 1 }])).toEqual([
      { id: 1, name: 'Anna', email: 'anna@demo.example', role_id: null },
    ]);
  });

  it('joins 10,000 users with 10,000 members quickly', () => {
    const users = Array.from({ length: 10_000 }, (_, i) => user(i + 1, `U${i + 1}`));
    const members = users.map((u) => ({ id: u.id, role_id: (u.id % 3) + 1 }));
    const start = performance.now();
    const rows = buildUserRoleRows(users, members);
    expect(performance.now() - start).toBeLessThan(100);
    expect(rows[9_999].role_id).toBe((10_000 % 3) + 1);
  });
});
