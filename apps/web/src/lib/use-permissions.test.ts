import { describe, expect, it } from 'vitest';
import type { Network } from '@console/contract/networks';
import { permissionCheck } from './use-permissions';

const at = '2026-01-01T00:00:00Z';
const network = (permissions: string[] | null): Network => ({
  id: 5, name: 'Fietsknooppunten', tenant_id: 1, geo_object_id: null, role_id: 3, created_at: at, updated_at: at, geoObject: null,
  user: { data: permissions === null ? [] : [{ id: 4, name: 'Anna', email: 'anna@demo.example', role_id: 3, permissions: { data: permissions } }] },
});

describe('the permissions on the chosen network', () => {
  it("are those of the user's role there, by name", () => {
    const can = permissionCheck(network(['module-map', 'module-map-edit']), false);
    expect(can('module-map')).toBe(true);
    expect(can('module-admin')).toBe(false);
    expect(can('module-actions')).toBe(false);
  });

  it('are none without a role on the network, or while the network is not known', () => {
    expect(permissionCheck(network(null), false)('module-map')).toBe(false);
    expect(permissionCheck(undefined, false)('module-admin')).toBe(false);
  });

  it('are all for a super admin', () => {
    expect(permissionCheck(network(null), true)('module-admin')).toBe(true);
    expect(permissionCheck(undefined, true)('module-export')).toBe(true);
  });
});
