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

const entry = (key: string, value: unknown) => ({ data: { id: 1, tenant_id: 3, network_id: 7, key, value } });

describe('getNetworkLocks', () => {
  it("reads the three entries from that network's store", async () => {
    fetchMock.mockImplementation(async (url) => {
      if (String(url).endsWith('lock_mapobject_7')) return answer(200, entry('lock_mapobject_7', 'user'));
      if (String(url).endsWith('lock_action_7')) return answer(200, entry('lock_action_7', 'team'));
      return answer(404, { detail: 'Niet gevonden' });
    });
    expect(await getNetworkLocks(7)).toEqual({ mapobject: 'user', mapobjectselections: null, action: 'team' });
    expect(calls().map((c) => [c.method, c.url, c.network])).toEqual([
      ['GET', '/v1/kv/lock_mapobject_7', '7'],
      ['GET', '/v1/kv/lock_mapobjectselections_7', '7'],
      ['GET', '/v1/kv/lock_action_7', '7'],
    ]);
  });

  it('counts unreadable entries as none without notifications', async () => {
    fetchMock.mockImplementation(async (url) => {
      if (String(url).endsWith('lock_mapobject_7')) return answer(200, entry('lock_mapobject_7', { odd: true }));
      if (String(url).endsWith('lock_action_7')) return answer(403, { detail: 'Geen toegang' });
      return answer(500, { detail: 'kapot' });
    });
    // A stored odd value exists (so saving none deletes it); failed reads count as no entry.
    expect(await getNetworkLocks(7)).toEqual({ mapobject: 'none', mapobjectselections: null, action: null });
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
