import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../../../lib/query-client';
import { storage } from '../../../lib/storage';
import { FIRST_ROWS_GRACE_MS } from '../../../components/list-table/prefetch-list';
import { startUserRolesCalls, startUserShowCalls, startUsersListCalls } from '../early-calls';
import { prefetchUserRoles, prefetchUserShow, prefetchUsersList } from './prefetch';

/** An answer of the users list: `rows` users of `total`. */
function answer(rows: number, total: number): Response {
  const data = Array.from({ length: rows }, (_, i) => ({
    id: i + 1, name: `Gebruiker ${i + 1}`, email: `u${i + 1}@demo.example`, super_admin: false, needs_license: true, primary_tenant_id: 1,
    active: true, deactivated_at: null, invited_at: null, last_sign_in_at: null,
  }));
  const body = { data, meta: { pagination: { total, count: rows, per_page: rows, current_page: 1, total_pages: 1 } } };
  return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
}

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
const calls = () => fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://console.test')).filter((url) => url.pathname === '/v1/user');

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>(async (url) => {
    const { pathname, searchParams } = new URL(String(url), 'http://console.test');
    // The licence as it is: a wrong answer would be asked for again after the test, unstubbed.
    if (pathname === '/v1/tenant/license') return new Response(JSON.stringify({ data: { tenant_id: 1, paid_licenses: 10, licensed_users: 2 } }), { status: 200 });
    if (pathname === '/v1/role') return new Response('{"data":[]}', { status: 200 });
    if (pathname.endsWith('/user_role')) return answer(0, 100_000);
    if (/^\/v1\/user\/\d+\/(tenant|network|team)$/.test(pathname)) return new Response('{"data":[]}', { status: 200 });
    if (/^\/v1\/user\/\d+$/.test(pathname)) {
      const [user] = (await answer(1, 1).json() as { data: unknown[] }).data;
      return new Response(JSON.stringify({ data: user }), { status: 200 });
    }
    return answer(Math.min(Number(searchParams.get('perPage') ?? 1), 3), 100_000);
  });
  vi.stubGlobal('fetch', fetchMock);
  storage.setToken('token');
  storage.setScope(1, 1);
});

/** The test's query clients: their calls are stopped after it, so no retry goes out once fetch is unstubbed. */
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

describe('prefetchUsersList', () => {
  it('starts the page the URL asks for beside the count, not after it', () => {
    const client = newClient();
    prefetchUsersList(client, new URL('http://console.test/admin/users?sort=-name&filter%5Bname%5D=jan&status=active'));
    // Both calls are out before either answered.
    const [page, count] = [calls().find((u) => u.searchParams.get('perPage') === '25'), calls().find((u) => u.searchParams.get('perPage') === '1')];
    expect(count).toBeDefined();
    expect(Object.fromEntries(page?.searchParams ?? [])).toEqual({ page: '1', perPage: '25', sort: '-name', 'filter[name]': 'jan', 'filter[active]': 'true' });
  });

  it('takes the calls a fresh page started early (app/early-calls.ts) and asks nothing again', async () => {
    const url = new URL('http://console.test/admin/users?sort=-name&filter%5Bname%5D=jan&status=deactivated&page=3');
    startUsersListCalls(url.searchParams);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    const client = newClient();
    await prefetchUsersList(client, url);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(client.getQueriesData({ predicate: (q) => q.queryKey.includes('page') }).map(([, data]) => data))
      .toEqual([expect.objectContaining({ meta: expect.anything() })]);
  });

  it('starts no page for a list it counted as one the table holds whole', async () => {
    fetchMock.mockImplementation(async () => answer(3, 3));
    const client = newClient();
    prefetchUsersList(client, new URL('http://console.test/admin/users'));
    await vi.waitFor(() => expect(calls().some((u) => u.searchParams.get('perPage') === '9999')).toBe(true));
    fetchMock.mockClear();
    prefetchUsersList(client, new URL('http://console.test/admin/users?filter%5Bname%5D=x'));
    expect(calls().filter((u) => u.searchParams.get('perPage') === '25')).toEqual([]);
  });

  it('waits for the page and the count, so the first render has the rows', async () => {
    const client = newClient();
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => { release = resolve; });
    fetchMock.mockImplementation(async (url) => {
      await answered;
      return answer(Math.min(Number(new URL(String(url), 'http://console.test').searchParams.get('perPage') ?? 1), 3), 100_000);
    });
    let done = false;
    const loading = prefetchUsersList(client, new URL('http://console.test/admin/users'))?.then(() => { done = true; });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(done).toBe(false);
    release();
    await loading;
    const pages = client.getQueriesData({ predicate: (q) => q.queryKey.includes('page') });
    expect(pages.map(([, data]) => data)).toEqual([expect.objectContaining({ meta: expect.anything() })]);
  });

  it('lets the screen render without them after the grace, and never fails', async () => {
    vi.useFakeTimers();
    try {
      fetchMock.mockImplementation(() => new Promise<Response>(() => undefined));
      const loading = prefetchUsersList(newClient(), new URL('http://console.test/admin/users'));
      let done = false;
      void loading?.then(() => { done = true; });
      await vi.advanceTimersByTimeAsync(FIRST_ROWS_GRACE_MS - 10);
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(20);
      expect(done).toBe(true);
      fetchMock.mockImplementation(async () => { throw new TypeError('Failed to fetch'); });
      const failing = prefetchUsersList(newClient(), new URL('http://console.test/admin/users?page=2'));
      await vi.advanceTimersByTimeAsync(FIRST_ROWS_GRACE_MS + 10);
      await expect(failing).resolves.toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('prefetchUserRoles', () => {
  it('takes the calls a fresh page started early (app/early-calls.ts) and asks nothing again', async () => {
    const url = new URL('http://console.test/admin/user_roles/edit?sort=name&filter%5Bemail%5D=demo&page=2');
    startUserRolesCalls(url.searchParams);
    expect(fetchMock.mock.calls.map(([u]) => decodeURIComponent(String(u))))
      .toEqual(['/v1/role?perPage=9999', '/v1/network/1/user_role?page=2&perPage=25&sort=name&filter[email]=demo', '/v1/network/1/user_role?perPage=1']);
    const client = newClient();
    await prefetchUserRoles(client, url);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(client.getQueriesData({ predicate: (q) => q.queryKey.includes('page') }).map(([, data]) => data))
      .toEqual([expect.objectContaining({ meta: expect.anything() })]);
  });
});

describe('prefetchUserShow', () => {
  it('takes the calls a fresh page started early (app/early-calls.ts) and asks nothing again', async () => {
    startUserShowCalls(12);
    expect(fetchMock).toHaveBeenCalledTimes(4);
    const client = newClient();
    prefetchUserShow(client, 12);
    await vi.waitFor(() => expect(client.isFetching()).toBe(0));
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });
});
