import { describe, expect, it } from 'vitest';
import type { ApiCall } from '../../lib/api-call';
import { actionsFirstCalls } from './first-calls';

const urls = (calls: readonly ApiCall[]) => calls.map((call) => `${call.path}${call.query ? `?${new URLSearchParams(Object.entries(call.query).map(([k, v]) => [k, String(v)])).toString()}` : ''}`);
const at = (params: Record<string, string>, query = '') => ({ params, search: new URLSearchParams(query), cached: () => undefined, networkId: 4 });
const [overview, page] = actionsFirstCalls;

describe("the action screens' first calls", () => {
  it("are the overview's page of the URL's view and choices, and its count", () => {
    expect(urls(overview.calls(at({}, 'sort=-id&status=3&open=1')))).toEqual([
      '/v1/action?page=1&perPage=25&sort=-id&filter%5Baction_status_id%5D=3&open=1',
      '/v1/action?perPage=1',
    ]);
  });

  it('are the action, the statuses the caller may set, its comments, photos and documents', () => {
    expect(urls(page.calls(at({ id: '12' })))).toEqual([
      '/v1/action/12', '/v1/action/selectable_status', '/v1/action/12/comment?perPage=9999', '/v1/action/12/image?perPage=9999', '/v1/action/12/attachment?perPage=9999',
    ]);
    expect(page.calls(at({ id: 'x' }))).toEqual([]);
  });
});
