/**
 * The demo network's map: a few hundred junctions and the segments between them, each a valid
 * geometry in the Netherlands; its types' icons, each selected in another colour than normal;
 * the signs hanging on some junction posts.
 */
import { describe, expect, it } from 'vitest';
import { iconKey, iconSettingSchema } from '@console/contract/icons';
import { DEFAULT_AREA } from '@console/contract/networks';
import { checkGeometry } from '../src/lib/geometry/check';
import { demoMap } from '../src/modules/map-objects/demo-network';
import { build } from './helpers/app';

const area = DEFAULT_AREA.geometry.coordinates.map((ring) => ring.map((p) => [...p]));

describe('demoMap', () => {
  const map = demoMap();

  it('has a few hundred junctions numbered 1 to 99 and the segments between neighbours', () => {
    expect(map.junctions.length).toBeGreaterThan(250);
    expect(map.junctions.length).toBeLessThan(320);
    expect(map.segments.length).toBeGreaterThan(map.junctions.length);
    expect(new Set(map.junctions.map((j) => j.number)).size).toBe(99);
    for (const s of map.segments) expect(s.line[0]).toEqual(map.junctions[s.from].position);
  });

  it('is the same map every time, and every geometry passes the API checker inside the area', () => {
    expect(demoMap()).toEqual(map);
    for (const j of map.junctions) expect(checkGeometry({ type: 'Point', coordinates: j.position }, 'point', area)).not.toHaveProperty('error');
    for (const s of map.segments) expect(checkGeometry({ type: 'LineString', coordinates: s.line }, 'linestring', area)).not.toHaveProperty('error');
  });
});

describe('the demo network seeded on a new database', () => {
  it("gives its types icons whose selected colour differs from the normal one, as GET /v1/kv answers the map", async () => {
    const t = await build({ config: { demoData: true } });
    const token = await t.signIn();
    type Named = { id: number; name: string };
    const dataOf = <T>(res: { data: unknown }) => (res.data as { data: T }).data;
    const [tenant] = dataOf<Named[]>(await t.call({ url: '/v1/tenant', token }));
    const networks = dataOf<Named[]>(await t.call({ url: `/v1/tenant/${tenant.id}/network`, token, tenant: tenant.id }));
    const cycling = networks.find((n) => n.name === 'Fietsknooppunten');
    if (!cycling) throw new Error('no demo network');
    const scope = { token, tenant: tenant.id, network: cycling.id };
    const types = dataOf<Named[]>(await t.call({ url: '/v1/type?perPage=9999', ...scope }));
    const entries = dataOf<{ key: string; value: unknown }[]>(await t.call({ url: '/v1/kv?perPage=9999', ...scope }));
    for (const name of ['Knooppuntpaal', 'Routedeel', 'Richtingbord']) {
      const type = types.find((x) => x.name === name);
      if (!type) throw new Error(`no demo type ${name}`);
      const icon = iconSettingSchema.parse(entries.find((e) => e.key === iconKey(type.id))?.value);
      expect(icon.map_object_type_id).toBe(type.id);
      expect(icon.color_selected.toLowerCase()).not.toBe(icon.color.toLowerCase());
    }

    // Signs hang on some junction posts, as the sign type's constraint allows; the post lists them.
    const [post, sign] = ['Knooppuntpaal', 'Richtingbord'].map((name) => types.find((x) => x.name === name)?.id);
    expect(dataOf<Named[]>(await t.call({ url: `/v1/type/${sign}/constraint`, ...scope })).map((x) => x.id)).toEqual([post]);
    const signs = dataOf<{ id: number; parent_id: number | null }[]>(await t.call({ url: `/v1/object?map_object_type_id=${sign}&perPage=9999`, ...scope }));
    expect(signs.length).toBeGreaterThan(50);
    const first = signs[0];
    expect(dataOf<{ map_object_type_id: number }>(await t.call({ url: `/v1/object/${first.id}/parent`, ...scope })).map_object_type_id).toBe(post);
    const parts = dataOf<{ id: number }[]>(await t.call({ url: `/v1/object/${first.parent_id}/children`, ...scope }));
    expect(parts.map((p) => p.id)).toContain(first.id);
    expect(parts.length).toBeGreaterThanOrEqual(2);
  }, 120_000);
});
