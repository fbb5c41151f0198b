import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeNotifier, type FakeNotifier } from '../../../test/fake-notifier';
import { storage } from '../../../lib/storage';
import { getNetworkLocks } from './get-network-locks';
import { saveNetworkLocks } from './save-network-locks';

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
let notifier: FakeNotifier;

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
  notifier = fakeNotifier();
  storage.setToken('token');
  // The selected network is 1; the locks are about network 7.
  storage.setScope(3, 1);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Method, path, x-network header and body of every call made. */
function calls() {
  return fetchMock.mock.calls.map(([url, init]) => {
    const headers = init?.headers;
    const network = headers && !(headers instanceof Headers) && !Array.isArray(headers) ? headers['x-network'] : undefined;
    return { method: init?.method, url: String(url), network, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined };
  });
}

const entry = (key: string, value: unknown) => ({ data: { id: 1, tenant_id: 3, network_id: 7, key, value, updated_at: '2026-11-28 05:00:00.123456+00' } });

const list = (rows: unknown[]) => ({ data: rows, meta: { pagination: { total: rows.length, count: rows.length, per_page: 9999, current_page: 1, total_pages: 1 } } });
const row = (key: string, value: unknown) => entry(key, value).data;

describe('getNetworkLocks', () => {
  it("picks the three from that network's entries, one call, none asked by key (no 404 for a lock never set)", async () => {
    fetchMock.mockImplementation(async () => answer(200, list([
      row('lock_mapobject_7', 'user'), row('lock_action_7', 'team'), row('helpdesk_api', {}), row('lock_action_8', 'user'),
    ])));
    expect(await getNetworkLocks(7)).toEqual({ mapobject: 'user', mapobjectselections: null, action: 'team' });
    expect(calls().map((c) => [c.method, c.url.split('?')[0], c.network])).toEqual([['GET', '/v1/kv', '7']]);
  });

  it('counts an odd stored value as none and unreadable entries as no entry, without notifications', async () => {
    fetchMock.mockImplementation(async () => answer(200, list([row('lock_mapobject_7', { odd: true })])));
    // A stored odd value exists (so saving none deletes it).
    expect(await getNetworkLocks(7)).toEqual({ mapobject: 'none', mapobjectselections: null, action: null });
    fetchMock.mockImplementation(async () => answer(500, { detail: 'kapot' }));
    expect(await getNetworkLocks(7)).toEqual({ mapobject: null, mapobjectselections: null, action: null });
    fetchMock.mockImplementation(async () => answer(403, { detail: 'Geen toegang' }));
    expect(await getNetworkLocks(7)).toEqual({ mapobject: null, mapobjectselections: null, action: null });
    expect(notifier.error).not.toHaveBeenCalled();
    expect(notifier.info).not.toHaveBeenCalled();
  });
});

describe('saveNetworkLocks', () => {
  it("creates, updates and deletes as the spec's rule says, in that network's store", async () => {
    fetchMock.mockImplementation(async (url) => answer(200, entry(String(url).split('/').pop() ?? '', 'x')));
    await saveNetworkLocks({
      networkId: 7,
      current: { mapobject: null, mapobjectselections: 'user', action: 'team' },
      next: { mapobject: 'user', mapobjectselections: 'team', action: 'none' },
    });
    expect(calls()).toEqual([
      { method: 'POST', url: '/v1/kv/lock_mapobject_7', network: '7', body: { value: 'user', network_id: 7 } },
      { method: 'PUT', url: '/v1/kv/lock_mapobjectselections_7', network: '7', body: { value: 'team', network_id: 7 } },
      { method: 'DELETE', url: '/v1/kv/lock_action_7', network: '7', body: undefined },
    ]);
  });

  it('makes no call for a lock that stays without an entry', async () => {
    await saveNetworkLocks({
      networkId: 7,
      current: { mapobject: null, mapobjectselections: null, action: null },
      next: { mapobject: 'none', mapobjectselections: 'none', action: 'none' },
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
