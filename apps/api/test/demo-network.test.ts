/**
 * The demo network's map: a few hundred junctions and the segments between them, each a valid
 * geometry in the Netherlands; its types' icons, each selected in another colour than normal;
 * the signs hanging on some junction posts; its three themed routes, one with a gap; the three
 * municipalities it lies in as its areas, the junctions falling in them.
 */
import { describe, expect, it } from 'vitest';
import { iconKey, iconSettingSchema } from '@console/contract/icons';
import { DEFAULT_AREA } from '@console/contract/networks';
import { checkGeometry } from '../src/lib/geometry/check';
import { demoMap } from '../src/modules/map-objects/demo-network';
import { DEMO_AREAS } from '../src/modules/geo-areas/demo-areas';
import { DEMO_ROUTES } from '../src/modules/selections/demo-selections';
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

type Named = { id: number; name: string };
const dataOf = <T>(res: { data: unknown }) => (res.data as { data: T }).data;
/** A new database with the demo data, signed in on its cycling network (made once, for both tests). */
let demo: Promise<{ t: Awaited<ReturnType<typeof build>>; scope: { token: string; tenant: number; network: number } }> | undefined;
const demoNetwork = () => (demo ??= (async () => {
  const t = await build({ config: { demoData: true } });
  const token = await t.signIn();
  const [tenant] = dataOf<Named[]>(await t.call({ url: '/v1/tenant', token }));
  const networks = dataOf<Named[]>(await t.call({ url: `/v1/tenant/${tenant.id}/network`, token, tenant: tenant.id }));
  const cycling = networks.find((n) => n.name === 'Fietsknooppunten');
  if (!cycling) throw new Error('no demo network');
  return { t, scope: { token, tenant: tenant.id, network: cycling.id } };
})());

describe('the demo network seeded on a new database', () => {
  it("gives its types icons whose selected colour differs from the normal one, as GET /v1/kv answers the map", async () => {
    const { t, scope } = await demoNetwork();
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

  it('has three themed routes over its junctions, their courses along the segments, one with a gap at a planned junction', async () => {
    const { t, scope } = await demoNetwork();
    const routes = dataOf<{ id: number; name: string; selection_type_name: string; is_ordered: boolean; object_count: number; length_m: number; gaps: { from: number; to: number }[] }[]>(
      await t.call({ url: '/v1/selection?perPage=100', ...scope }));
    expect(routes.map((r) => [r.name, r.selection_type_name, r.is_ordered]).sort()).toEqual(
      DEMO_ROUTES.map((r) => [r.name, 'Themaroute', true]).sort());
    for (const route of routes) {
      const course = dataOf<{ geometry: { type: string } | null; length_m: number; gaps: unknown[] }>(await t.call({ url: `/v1/selection/${route.id}/course`, ...scope }));
      // Some kilometres along the segments, never the straight line between the junctions only.
      expect(course.length_m, route.name).toBeGreaterThan(2000);
      expect(course.length_m).toBe(route.length_m);
      if (route.name.includes('in aanleg')) {
        expect(course.gaps).toHaveLength(2);
        expect(course.geometry?.type).toBe('MultiLineString');
      } else {
        expect(course.gaps, route.name).toEqual([]);
        expect(course.geometry?.type).toBe('LineString');
      }
    }
  }, 120_000);

  it('has the municipalities it lies in as its areas, together covering every junction', async () => {
    const { t, scope } = await demoNetwork();
    const areas = dataOf<{ name: string; geometry: { type: string } }[]>(await t.call({ url: '/v1/geo?format=json&perPage=100', ...scope }));
    expect(areas.map((a) => a.name).sort()).toEqual(DEMO_AREAS.map((a) => a.name).sort());
    for (const a of areas) expect(a.geometry.type).toBe('Polygon');
    const inside = ([lon, lat]: [number, number]) => DEMO_AREAS.some(({ box: [w, s, e, n] }) => lon >= w && lon <= e && lat >= s && lat <= n);
    expect(demoMap().junctions.filter((j) => !inside(j.position))).toEqual([]);
  }, 120_000);
});
