import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { startCalls } from '../../lib/api-call';
import { createQueryClient } from '../../lib/query-client';
import type { CallsAt } from '../../lib/screen-calls';
import { rolesQueryOptions } from '../../lib/use-roles';
import { storage } from '../../lib/storage';
import { listTotalOptions, serverPageOptions } from '../../components/list-table/list-source';
import { readListView } from '../../lib/list-view';
import { currentLicenseQueryOptions } from './api/get-current-license';
import { networkUserRolesSource } from './api/get-network-user-roles';
import { userQueryOptions } from './api/get-user';
import { userNetworksQueryOptions } from './api/get-user-networks';
import { userTeamsQueryOptions } from './api/get-user-teams';
import { userTenantsQueryOptions } from './api/get-user-tenants';
import { usersListSource } from './api/users-list-source';
import { usersFirstCalls } from './first-calls';
import { statusFilterOf } from './model/account-state';

/** An answer of a list: `rows` users of `total`, each row as the list's schema reads it. */
function listAnswer(rows: number, total: number): Response {
  const data = Array.from({ length: rows }, (_, i) => ({
    id: i + 1, name: `Gebruiker ${i + 1}`, email: `u${i + 1}@demo.example`, super_admin: false, needs_license: true, primary_tenant_id: 1,
    active: true, deactivated_at: null, invited_at: null, last_sign_in_at: null, role_id: null,
  }));
  const body = { data, meta: { pagination: { total, count: rows, per_page: rows, current_page: 1, total_pages: 1 } } };
  return new Response(JSON.stringify(body), { status: 200 });
}

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
const asked = () => fetchMock.mock.calls.map(([url]) => decodeURIComponent(String(url)));

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>(async (url) => {
    const { pathname, searchParams } = new URL(String(url), 'http://console.test');
    if (pathname === '/v1/tenant/license') return new Response(JSON.stringify({ data: { tenant_id: 1, paid_licenses: 10, licensed_users: 2 } }), { status: 200 });
    if (/^\/v1\/user\/\d+$/.test(pathname)) return new Response(JSON.stringify({ data: { id: 12, name: 'Anna', email: 'a@demo.example', super_admin: false, needs_license: true, primary_tenant_id: 1, active: true, deactivated_at: null, invited_at: null, last_sign_in_at: null } }), { status: 200 });
    if (pathname === '/v1/role' || /^\/v1\/user\/\d+\/(tenant|network|team)$/.test(pathname)) return new Response('{"data":[]}', { status: 200 });
    return listAnswer(Math.min(Number(searchParams.get('perPage') ?? 1), 3), 100_000);
  });
  vi.stubGlobal('fetch', fetchMock);
  storage.setToken('token');
  storage.setScope(1, 5);
});

const clients: QueryClient[] = [];
function newClient(): QueryClient {
  const client = createQueryClient();
  clients.push(client);
  return client;
}

afterEach(async () => {
  for (const client of clients.splice(0)) {
    await client.cancelQueries();
    client.clear();
  }
  vi.unstubAllGlobals();
  storage.clearSession();
});

/** The first calls of the users screen at `url`, as a fresh page holds no answers. */
function callsAt(url: string, cached: CallsAt['cached'] = () => undefined) {
  const { pathname, searchParams } = new URL(url, 'http://console.test');
  const screen = usersFirstCalls.find((s) => matchPath(s.route.path, pathname));
  const match = screen ? matchPath(screen.route.path, pathname) : null;
  if (!screen || !match) return [];
  return screen.calls({ params: match.params, search: searchParams, cached, networkId: 5 });
}

describe("the users list's first calls", () => {
  const url = '/admin/users?sort=-name&filter%5Bname%5D=jan&status=deactivated&page=3';

  it('are the licence, the page of the view and status the URL holds, and the count', async () => {
    await startCalls(callsAt(url));
    expect(asked()).toEqual(['/v1/tenant/license', '/v1/user?page=3&perPage=25&sort=-name&filter[name]=jan&filter[active]=false', '/v1/user?perPage=1']);
  });

  it("are the ones the screen's queries make: they start with the answers and ask nothing again", async () => {
    // Another page than the test above: its calls may still wait to be taken.
    const url = '/admin/users?sort=-name&filter%5Bname%5D=jan&status=deactivated&page=4';
    await startCalls(callsAt(url));
    const started = fetchMock.mock.calls.length;
    const client = newClient();
    const source = usersListSource(statusFilterOf('deactivated'));
    await Promise.all([
      client.fetchQuery(currentLicenseQueryOptions()),
      client.fetchQuery(listTotalOptions(source)),
      client.fetchQuery(serverPageOptions(source, readListView(new URL(url, 'http://console.test').searchParams))),
    ]);
    expect(fetchMock).toHaveBeenCalledTimes(started);
  });

  it('leave the page out when the console counted the list as one the table holds whole', () => {
    const counted = { meta: { pagination: { total: 3 } } };
    expect(callsAt('/admin/users', (key) => (key.includes('total') ? counted : undefined)).map((call) => `${call.path} ${JSON.stringify(call.query ?? {})}`))
      .toEqual(['/v1/tenant/license {}', '/v1/user {"perPage":1}']);
  });
});

describe("the user roles screen's first calls", () => {
  it("are the roles and the network's user roles, taken by the screen's queries", async () => {
    const url = '/admin/user_roles/edit?sort=name&filter%5Bemail%5D=demo&page=2';
    await startCalls(callsAt(url));
    expect(asked()).toEqual(['/v1/role?perPage=9999', '/v1/network/5/user_role?page=2&perPage=25&sort=name&filter[email]=demo', '/v1/network/5/user_role?perPage=1']);
    const client = newClient();
    const source = networkUserRolesSource(5);
    await Promise.all([
      client.fetchQuery(rolesQueryOptions()),
      client.fetchQuery(listTotalOptions(source)),
      client.fetchQuery(serverPageOptions(source, readListView(new URL(url, 'http://console.test').searchParams))),
    ]);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});

describe("a user's first calls", () => {
  it('are the user, their organisations, network roles and teams, taken by the screen', async () => {
    await startCalls(callsAt('/admin/users/12'));
    expect(asked()).toEqual(['/v1/user/12?include=userAttribute', '/v1/user/12/tenant?perPage=9999', '/v1/user/12/network?perPage=9999&include=role.permission', '/v1/user/12/team?perPage=9999']);
    const client = newClient();
    await Promise.all([
      client.fetchQuery(userQueryOptions(12)),
      client.fetchQuery(userTenantsQueryOptions(12)),
      client.fetchQuery(userNetworksQueryOptions(12)),
      client.fetchQuery(userTeamsQueryOptions(12)),
    ]);
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('are none for the create screen, whose path is alike', () => {
    expect(callsAt('/admin/users/create')).toEqual([]);
  });
});
