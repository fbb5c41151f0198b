import { describe, expect, it } from 'vitest';
import { mapFirstCalls } from './first-calls';

const callsAt = (query: string) => mapFirstCalls[0].calls({ params: {}, search: new URLSearchParams(query), cached: () => undefined, networkId: 4 })
  .map((call) => `${call.path}${call.query ? `?${new URLSearchParams(Object.entries(call.query).map(([k, v]) => [k, String(v)])).toString()}` : ''}`);

describe("the map's first calls", () => {
  it('are the area, the types with their icons, the statuses, the lock settings and the counts: nothing only an administrator may read', () => {
    expect(callsAt('')).toEqual([
      '/v1/network/4?include=geoObject', '/v1/type?perPage=9999&include=icon', '/v1/map_object_status?perPage=9999', '/v1/network/4?include=locks', '/v1/object/count',
    ]);
  });

  it('and the object the address opens', () => {
    expect(callsAt('object=12')).toContain('/v1/object/12');
    expect(callsAt('object=x')).not.toContain('/v1/object/x');
  });
});
