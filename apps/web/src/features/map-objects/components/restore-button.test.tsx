import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { MapObject } from '@console/contract/map-objects';
import type { LockValue } from '@console/contract/kv';
import type { PermissionName } from '@console/contract/permissions';
import { storage } from '../../../lib/storage';
import { adminOnly, fakeApi, list } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { RestoreButton } from './restore-button';

const at = '2026-01-01T00:00:00Z';
const me = { id: 4, name: 'Anna', email: 'anna@demo.example', super_admin: false, needs_license: true, primary_tenant_id: 1 };
const deleted = (id: number, createdBy: number): MapObject => ({
  id, network_id: 5, code: `P-${id}`, name: null, label: `P-${id}`, map_object_type_id: 2, map_object_type_name: 'Paal',
  geo_type: 'point', map_object_status_id: null, map_object_status_name: null, geometry: { type: 'Point', coordinates: [5.9, 52.1] },
  length_m: null, created_by: createdBy, created_by_name: null, team_id: null, team_name: null, parent_id: null, created_at: at, updated_at: at,
  deleted_at: at, deleted_by: createdBy, deleted_by_name: null, attributes: [],
});
const mine = deleted(30, me.id);
const others = deleted(31, 9);

/**
 * The user's role on network 5 holds `permissions`; the network's lock on objects is `lock`,
 * which the network answers its members (include=locks) and its key-value entries only its administrators.
 */
function api(permissions: PermissionName[], lock: LockValue) {
  fakeApi({
    'GET /v1/me': () => ({ status: 200, body: { data: me } }),
    'GET /v1/network/5': () => ({ status: 200, body: { data: {
      id: 5, name: 'Fietsknooppunten', tenant_id: 1, geo_object_id: null, role_id: 3, created_at: at, updated_at: at,
      user: { data: [{ id: me.id, name: me.name, email: me.email, role_id: 3, permissions: { data: permissions }, teams: { data: [] } }] },
      locks: { data: { mapobject: lock, mapobjectselections: 'none', action: 'none' } },
    } } }),
    'GET /v1/kv': adminOnly(permissions, () => list([{ id: 1, tenant_id: 1, network_id: 5, key: 'lock_mapobject_5', value: lock, created_at: at, updated_at: at }])),
    'GET /v1/user/4/team': adminOnly(permissions, () => list([])),
  });
}

const show = () => renderWithApp(<><RestoreButton object={mine} /><RestoreButton object={others} /></>);
const button = (o: MapObject) => screen.queryByRole('button', { name: `${o.code} herstellen` });

beforeEach(() => {
  storage.setToken('token');
  storage.setScope(1, 5);
});
afterEach(() => vi.unstubAllGlobals());

describe("a deleted object's 'Herstellen'", () => {
  it("is shown only on the user's own objects under the lock 'user', as the server restores only those", async () => {
    api(['module-map', 'module-map-edit'], 'user');
    show();
    expect(await screen.findByRole('button', { name: `${mine.code} herstellen` })).toBeTruthy();
    expect(button(others)).toBeNull();
  });

  it("is shown on every object to the network's administrator, whom the lock never stops", async () => {
    api(['module-admin'], 'user');
    show();
    expect(await screen.findByRole('button', { name: `${others.code} herstellen` })).toBeTruthy();
    expect(button(mine)).toBeTruthy();
  });

  it('is shown on every object to whoever edits the map when the network has no lock', async () => {
    api(['module-map', 'module-map-edit'], 'none');
    show();
    expect(await screen.findByRole('button', { name: `${others.code} herstellen` })).toBeTruthy();
    expect(button(mine)).toBeTruthy();
  });
});
