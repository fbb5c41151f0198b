import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getUsers } from '../../../lib/use-users';

const user = (id: number) => ({
  id, name: `Gebruiker ${id}`, email: `u${id}@demo.example`, super_admin: false, needs_license: true,
  primary_tenant_id: 1,
});

function pageAnswer(ids: number[], page: number, totalPages: number, total: number): Response {
  const body = {
    data: ids.map(user),
    meta: { pagination: { total, count: ids.length, per_page: 9999, current_page: page, total_pages: totalPages } },
  };
  return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
}

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const requested = (n: number) => new URL(String(fetchMock.mock.calls[n][0]), 'http://console.test');

describe('getUsers', () => {
  it('asks for 9999 users at once, as the spec does, and makes no second call when they are all', async () => {
    fetchMock.mockResolvedValueOnce(pageAnswer([1, 2, 3], 1, 1, 3));
    const users = await getUsers();
    expect(users.map((u) => u.id)).toEqual([1, 2, 3]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(requested(0).pathname).toBe('/v1/user');
    expect(requested(0).searchParams.get('perPage')).toBe('9999');
  });

  it('fetches the further pages of a tenant with more users than one page holds', async () => {
    fetchMock.mockImplementation((input) => {
      const page = Number(new URL(String(input), 'http://console.test').searchParams.get('page'));
      return Promise.resolve(page === 1 ? pageAnswer([1, 2], 1, 3, 5) : page === 2 ? pageAnswer([3, 4], 2, 3, 5) : pageAnswer([5], 3, 3, 5));
    });
    const users = await getUsers();
    expect(users.map((u) => u.id)).toEqual([1, 2, 3, 4, 5]);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});
