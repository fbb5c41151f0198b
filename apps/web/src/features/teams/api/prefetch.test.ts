import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { storage } from '../../../lib/storage';
import { prefetchTeamUsers } from './prefetch';

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
const asked = () => fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://console.test')).map((u) => `${u.pathname}${u.search}`);

beforeEach(() => {
  // Never answered: the calls are checked as they go out.
  fetchMock = vi.fn<typeof fetch>(() => new Promise<Response>(() => undefined));
  vi.stubGlobal('fetch', fetchMock);
  storage.setToken('token');
  storage.setScope(1, 1);
});

afterEach(() => {
  vi.unstubAllGlobals();
  storage.clearSession();
});

describe('prefetchTeamUsers', () => {
  it('starts the team, its members, the users count and the first page of users side by side', () => {
    prefetchTeamUsers(createQueryClient(), 7);
    expect(asked()).toEqual(expect.arrayContaining([
      '/v2/team/7?include=user', '/v1/team/7/user?perPage=9999', '/v1/user?perPage=1', '/v1/user?page=1&perPage=25',
    ]));
  });

  it('starts nothing without a session or for an unreadable id', () => {
    prefetchTeamUsers(createQueryClient(), null);
    storage.clearSession();
    prefetchTeamUsers(createQueryClient(), 7);
    expect(asked()).toEqual([]);
  });
});
