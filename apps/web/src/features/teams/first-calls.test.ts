import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { matchPath } from 'react-router';
import { startCalls } from '../../lib/api-call';
import { teamsFirstCalls } from './first-calls';

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
const asked = () => fetchMock.mock.calls.map(([url]) => decodeURIComponent(String(url)));

beforeEach(() => {
  // Never answered: the calls are checked as they go out.
  fetchMock = vi.fn<typeof fetch>(() => new Promise<Response>(() => undefined));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => vi.unstubAllGlobals());

function callsAt(pathname: string) {
  const [screen] = teamsFirstCalls;
  const match = matchPath(screen.route.path, pathname);
  return match ? screen.calls({ params: match.params, search: new URLSearchParams(), cached: () => undefined, networkId: 1 }) : [];
}

describe("the team member editor's first calls", () => {
  it('are the team, its members, and the first page of users beside their count', () => {
    void startCalls(callsAt('/admin/teams/7/editusers'));
    expect(asked()).toEqual(['/v2/team/7?include=user', '/v1/team/7/user?perPage=9999', '/v1/user?page=1&perPage=25', '/v1/user?perPage=1']);
  });

  it('are none for an unreadable id', () => {
    expect(callsAt('/admin/teams/x/editusers')).toEqual([]);
  });
});
