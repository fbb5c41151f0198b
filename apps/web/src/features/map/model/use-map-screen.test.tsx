import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { PermissionName } from '@console/contract/permissions';
import { createQueryClient } from '../../../lib/query-client';
import { storage } from '../../../lib/storage';
import { adminOnly, fakeApi, list } from '../../../test/fake-api';
import { useMapScreen } from './use-map-screen';

const at = '2026-01-01T00:00:00Z';
const me = { id: 4, name: 'Anna', email: 'anna@demo.example', super_admin: false, needs_license: true, primary_tenant_id: 1 };
// Someone else's object without a team: under the lock 'team' only an administrator may change it.
const object = {
  id: 30, network_id: 5, code: 'P-30', name: null, label: 'P-30', map_object_type_id: 2, map_object_type_name: 'Paal',
  geo_type: 'point', map_object_status_id: null, map_object_status_name: null, geometry: { type: 'Point', coordinates: [5.9, 52.1] },
  length_m: null, created_by: 9, created_by_name: 'Bram', team_id: null, team_name: null, parent_id: null, created_at: at, updated_at: at,
  deleted_at: null, deleted_by: null, deleted_by_name: null, attributes: [],
};

// The type of the object, its icon with it (include=icon) as the server answers whoever reads the types.
const icon = {
  type: 'label', map_object_type_id: 2, icon: '0_label', frame: 'circle', color: '#1e88e5', color_selected: '#e53935', text_color: '#ffffff', text_color_selected: '#ffffff',
};
const paal = {
  id: 2, network_id: 5, name: 'Paal', description: null, prefix: 'P', geo_type: 'point', map_object_category_id: null, map_object_category_name: null,
  label_attribute_id: null, label_attribute_name: null, on_network: true, created_at: at, updated_at: at, icon: { data: icon },
};

/**
 * The map's answers, the network's naming the caller's permissions and teams there (its area
 * readable either way); the users' team lists, like the key-value entries, answer only administrators.
 */
function mapApi(permissions: PermissionName[], teams: { id: number; name: string }[] = []) {
  const network = {
    id: 5, name: 'Fietsknooppunten', tenant_id: 1, geo_object_id: null, role_id: 3, created_at: at, updated_at: at, geoObject: null,
    user: { data: [{ id: me.id, name: me.name, email: me.email, role_id: 3, permissions: { data: permissions }, teams: { data: teams } }] },
    locks: { data: { mapobject: 'team', mapobjectselections: 'none', action: 'none' } },
  };
  fakeApi({
    'GET /v1/me': () => ({ status: 200, body: { data: me } }),
    'GET /v1/network/5': () => ({ status: 200, body: { data: network } }),
    // The lock is the network's (include=locks); its key-value entries answer only its administrators.
    'GET /v1/kv': adminOnly(permissions, () => list([{ id: 1, tenant_id: 1, network_id: 5, key: 'lock_mapobject_5', value: 'team', created_at: at, updated_at: at }])),
    'GET /v1/object/30': () => ({ status: 200, body: { data: object } }),
    'GET /v1/object/31': () => ({ status: 200, body: { data: { ...object, id: 31, code: 'P-31', team_id: 7, team_name: 'Buitendienst' } } }),
    'GET /v1/type': () => list([paal]),
    'GET /v1/user/4/team': adminOnly(permissions, () => list(teams)),
  });
}

const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>;

/** Until the network (its area) answered, the object and the lock setting are in. */
async function settled(result: { current: ReturnType<typeof useMapScreen> }) {
  await waitFor(() => {
    expect(result.current.areaSettled).toBe(true);
    expect(result.current.object.data?.id).toBe(30);
    expect(result.current.loading).toBe(false);
  });
}

beforeEach(() => {
  storage.setToken('token');
  storage.setScope(1, 5);
});
afterEach(() => vi.unstubAllGlobals());

describe("the map's lock asks the user's permissions", () => {
  it('a user whose role on the network lacks module-admin reads the object read-only, though the network answers them', async () => {
    mapApi(['module-map', 'module-map-edit']);
    const { result } = renderHook(() => useMapScreen(5, 30, null), { wrapper });
    await settled(result);
    expect(result.current.readOnlyReason).toBe('map.lock.team_only');
  });

  it("a member of the object's team may change it under the lock 'team', their teams read from the network", async () => {
    mapApi(['module-map', 'module-map-edit'], [{ id: 7, name: 'Buitendienst' }]);
    const { result } = renderHook(() => useMapScreen(5, 31, null), { wrapper });
    await waitFor(() => expect(result.current.object.data?.id).toBe(31));
    await waitFor(() => expect(result.current.loading).toBe(false));
    await waitFor(() => expect(result.current.readOnlyReason).toBeNull());
  });

  it("the network's administrator (module-admin) may change it", async () => {
    mapApi(['module-admin']);
    const { result } = renderHook(() => useMapScreen(5, 30, null), { wrapper });
    await settled(result);
    await waitFor(() => expect(result.current.readOnlyReason).toBeNull());
  });
});

describe("the map's icons", () => {
  it("come with the types to whoever reads the map, though the network's key-value entries refuse them", async () => {
    mapApi(['module-map', 'module-map-edit']);
    const { result } = renderHook(() => useMapScreen(5, 30, null), { wrapper });
    await settled(result);
    await waitFor(() => expect(result.current.icons).toEqual([{ setting: icon, text: 'P' }]));
  });
});
