import { describe, expect, it } from 'vitest';
import type { Role } from '@console/contract/roles';
import { ROLE_NAME_PATTERN, toRoleCreate, toRoleFormValues, toRoleUpdate } from './role-form-values';

const role: Role = {
  id: 4, tenant_id: 1, name: 'inspecteur', display_name: 'Inspecteur', description: null,
  users_count: 0, created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z',
};

describe('role form values', () => {
  it('start empty for a new role and from the role when editing, null texts as empty', () => {
    expect(toRoleFormValues()).toEqual({ name: '', display_name: '', description: '' });
    expect(toRoleFormValues(role)).toEqual({ name: 'inspecteur', display_name: 'Inspecteur', description: '' });
  });

  it('create: trims the name and sends empty texts as null, keeping line breaks inside', () => {
    expect(toRoleCreate({ name: ' planner ', display_name: '  ', description: ' Plant\nroutes ' }))
      .toEqual({ name: 'planner', display_name: null, description: 'Plant\nroutes' });
  });

  it("update: always sends the role's own name, whatever the read-only field holds", () => {
    expect(toRoleUpdate(role, { name: 'iets-anders', display_name: ' Controleur ', description: '' }))
      .toEqual({ name: 'inspecteur', display_name: 'Controleur', description: null });
  });

  it('accepts machine names only: letters, digits, - and _', () => {
    for (const ok of ['admin', 'map-editor_2', 'A1']) expect(ROLE_NAME_PATTERN.test(ok)).toBe(true);
    for (const bad of ['met spatie', 'rôle', 'a.b', '']) expect(ROLE_NAME_PATTERN.test(bad)).toBe(false);
  });
});
