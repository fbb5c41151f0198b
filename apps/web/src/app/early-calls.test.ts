import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../lib/query-client';
import { storage } from '../lib/storage';
import { meQueryOptions } from '../lib/use-me';
import { networkQueryOptions } from '../lib/use-network';
import { tenantQueryOptions } from '../lib/use-tenant';
import { startEarlyCalls } from './early-calls';

// The map's chunk (MapLibre, which starts workers jsdom lacks) as a stand-in that says it was asked for.
const mapPage = vi.hoisted(() => ({ loaded: false }));
vi.mock('../features/map/routes/map-page', () => {
  mapPage.loaded = true;
  return { MapPage: () => null };
});

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
const started = () => fetchMock.mock.calls.map(([url]) => decodeURIComponent(String(url)));
const at = (path: string, hash = '') => {
  const url = new URL(path, 'http://console.test');
  return { pathname: url.pathname, search: url.search, hash };
};

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>(() => new Promise<Response>(() => undefined));
  vi.stubGlobal('fetch', fetchMock);
  storage.setToken('token');
  storage.setScope(4, 9);
});

afterEach(() => {
  vi.unstubAllGlobals();
  storage.clearSession();
});

describe('startEarlyCalls', () => {
  it("starts the layout's calls and the users list's, with the view and status the URL holds", () => {
    startEarlyCalls(at('/admin/users?status=active&sort=-name&page=2'));
    expect(started()).toEqual(['/v1/me?include=userAttribute', '/v1/tenant/4', '/v1/network/9?include=user.permissions',
      '/v1/tenant/license', '/v1/user?page=2&perPage=25&sort=-name&filter[active]=true', '/v1/user?perPage=1']);
  });

  it("starts the very calls the layout's queries then make, so they ask nothing again", async () => {
    fetchMock.mockImplementation(async () => new Response('{"data":{}}', { status: 200 }));
    storage.setScope(7, 12);
    startEarlyCalls(at('/admin/roles'));
    expect(started()).toEqual(['/v1/me?include=userAttribute', '/v1/tenant/7', '/v1/network/12?include=user.permissions']);
    // The answers do not pass the schemas; what counts is that no call goes out a second time.
    const client = createQueryClient();
    await Promise.allSettled([
      client.fetchQuery({ ...meQueryOptions(), retry: false }),
      client.fetchQuery({ ...tenantQueryOptions(7), retry: false }),
      client.fetchQuery({ ...networkQueryOptions(12), retry: false }),
    ]);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it("starts the map's calls, with the object its address opens, and its chunk", async () => {
    storage.setScope(16, 21);
    expect(mapPage.loaded).toBe(false);
    startEarlyCalls(at('/admin/map?object=5'));
    expect(started()).toEqual(['/v1/me?include=userAttribute', '/v1/tenant/16', '/v1/network/21?include=user.permissions',
      '/v1/network/21?include=geoObject', '/v1/type?perPage=9999&include=icon', '/v1/map_object_status?perPage=9999', '/v1/network/21?include=locks',
      '/v1/object/count', '/v1/object/5']);
    await vi.waitFor(() => expect(mapPage.loaded).toBe(true));
  });

  it("starts the user roles screen's calls on its network", () => {
    storage.setScope(6, 11);
    startEarlyCalls(at('/admin/user_roles/edit'));
    expect(started()).toEqual(['/v1/me?include=userAttribute', '/v1/tenant/6', '/v1/network/11?include=user.permissions',
      '/v1/role?perPage=9999', '/v1/network/11/user_role?page=1&perPage=25', '/v1/network/11/user_role?perPage=1']);
  });

  it("starts a user's calls on their detail screen", () => {
    storage.setScope(8, 13);
    startEarlyCalls(at('/admin/users/12'));
    expect(started()).toEqual(['/v1/me?include=userAttribute', '/v1/tenant/8', '/v1/network/13?include=user.permissions',
      '/v1/user/12?include=userAttribute', '/v1/user/12/tenant?perPage=9999', '/v1/user/12/network?perPage=9999&include=role.permission', '/v1/user/12/team?perPage=9999']);
  });

  it("starts only the layout's on a screen whose calls it does not know", () => {
    // Another scope: the calls of the test above are still waiting to be taken.
    storage.setScope(5, 10);
    startEarlyCalls(at('/admin/users/create'));
    expect(started()).toEqual(['/v1/me?include=userAttribute', '/v1/tenant/5', '/v1/network/10?include=user.permissions']);
  });

  it('starts nothing outside the layout, without a session or scope, or with a token handed over', () => {
    startEarlyCalls(at('/login'));
    startEarlyCalls(at('/admin/users', '#access_token=abc'));
    storage.clearSession();
    storage.setToken('token');
    startEarlyCalls(at('/admin/users'));
    expect(started()).toEqual([]);
  });
});
