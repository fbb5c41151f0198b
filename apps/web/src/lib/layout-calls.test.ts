import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startLayoutCalls } from './layout-calls';
import { getMe } from './use-me';
import { getNetwork } from './use-network';
import { getTenant } from './use-tenant';
import { storage } from './storage';

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>(async () => new Response('{"data":{}}', { status: 200, headers: { 'Content-Type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  storage.setToken('token');
  storage.setScope(4, 9);
});

afterEach(() => {
  vi.unstubAllGlobals();
  storage.clearSession();
});

describe('startLayoutCalls', () => {
  it("starts the very calls the layout's queries then make, so they ask nothing again", async () => {
    startLayoutCalls(4, 9);
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/v1/me?include=userAttribute', '/v1/tenant/4', '/v1/network/9']);
    // The answers do not pass the schemas; what counts is that no call goes out a second time.
    await Promise.allSettled([getMe(), getTenant(4), getNetwork(9)]);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});
