import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { Selection } from '@console/contract/selections';
import type { PermissionName } from '@console/contract/permissions';
import { storage } from '../../../lib/storage';
import { adminOnly, fakeApi, list } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { RestoreButton } from './restore-button';

const at = '2026-01-01T00:00:00Z';
const me = { id: 4, name: 'Anna', email: 'anna@demo.example', super_admin: false, needs_license: true, primary_tenant_id: 1 };
const deleted = (id: number, name: string, createdBy: number): Selection => ({
  id, network_id: 5, selection_type_id: 2, selection_type_name: 'Route', is_ordered: true, is_network: true, name, description: null,
  object_count: 0, length_m: null, gaps: [], created_by: createdBy, created_by_name: null, team_id: null, team_name: null,
  created_at: at, updated_at: at, deleted_at: at, attributes: [],
});
const mine = deleted(30, 'Mijn route', me.id);
const others = deleted(31, 'Bram z’n route', 9);

/**
 * The user's role on network 5 holds `permissions`; the network's lock on selections is 'user',
 * which the network answers its members (include=locks) and its key-value entries only its administrators.
 */
function api(permissions: PermissionName[]) {
  fakeApi({
    'GET /v1/me': () => ({ status: 200, body: { data: me } }),
    'GET /v1/network/5': () => ({ status: 200, body: { data: {
      id: 5, name: 'Fietsknooppunten', tenant_id: 1, geo_object_id: null, role_id: 3, created_at: at, updated_at: at,
      user: { data: [{ id: me.id, name: me.name, email: me.email, role_id: 3, permissions: { data: permissions }, teams: { data: [] } }] },
      locks: { data: { mapobject: 'none', mapobjectselections: 'user', action: 'none' } },
    } } }),
    'GET /v1/kv': adminOnly(permissions, () => list([{ id: 1, tenant_id: 1, network_id: 5, key: 'lock_mapobjectselections_5', value: 'user', created_at: at, updated_at: at }])),
    'GET /v1/user/4/team': adminOnly(permissions, () => list([])),
  });
}

const button = (s: Selection) => screen.queryByRole('button', { name: `${s.name} herstellen` });

beforeEach(() => {
  storage.setToken('token');
  storage.setScope(1, 5);
});
afterEach(() => vi.unstubAllGlobals());

describe("a deleted selection's 'Herstellen'", () => {
  it("is shown only on the user's own selections under the lock 'user'", async () => {
    api(['module-selections']);
    renderWithApp(<><RestoreButton selection={mine} /><RestoreButton selection={others} /></>);
    expect(await screen.findByRole('button', { name: `${mine.name} herstellen` })).toBeTruthy();
    await vi.waitFor(() => expect(button(others)).toBeNull());
  });

  it("is shown on every selection to the network's administrator", async () => {
    api(['module-admin']);
    renderWithApp(<><RestoreButton selection={mine} /><RestoreButton selection={others} /></>);
    expect(await screen.findByRole('button', { name: `${others.name} herstellen` })).toBeTruthy();
    expect(button(mine)).toBeTruthy();
  });
});
