/**
 * The demo network's map: a cycle junction network on the Veluwe between Apeldoorn, Ede and
 * Arnhem, so a new user opens a living map. Some 300 junction posts (Knooppuntpaal, numbered
 * 1 to 99 as real junction networks are) on a jittered grid, and the route segments (Routedeel)
 * between neighbours, gently curved, with a condition, a number and now and then a remark.
 * Deterministic: the same seed gives the same map. Written straight into the tables (a seed is no
 * user's write: no audit entries), each geometry through the same checker as the API's. The two
 * types get icons whose selected colour differs from the normal one, so the opened object stands
 * out on the map (without an entry a type's default icon is black either way). Some posts carry
 * signs that hang on them (demo-signs.ts).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { first, rows } from '../../db/sql';
import type { Scoped } from '../../auth/scope';
import { checkGeometry, type CheckedGeometry } from '../../lib/geometry/check';
import type { GeoType } from '@console/contract/map-object-types';
import { iconKey, type IconSetting } from '@console/contract/icons';
import { addDemoSigns } from './demo-signs';
import { areaRings } from './rules';

/** The Veluwe, roughly: the box the grid fills. */
const WEST = 5.70;
const SOUTH = 52.02;
const COLUMNS = 20;
const ROWS = 15;
/** About 1.3 km between junctions, as on a real cycle network. */
const STEP_LON = 0.019;
const STEP_LAT = 0.0118;

/** A small deterministic random generator (mulberry32). */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface DemoMap {
  junctions: { number: number; position: [number, number] }[];
  segments: { from: number; to: number; line: [number, number][] }[];
}

/** The junctions and the segments between them. */
export function demoMap(seed = 7): DemoMap {
  const next = random(seed);
  const grid: ([number, number] | null)[][] = [];
  const junctions: DemoMap['junctions'] = [];
  for (let r = 0; r < ROWS; r += 1) {
    grid.push([]);
    for (let c = 0; c < COLUMNS; c += 1) {
      // Not every crossing has a junction: forests and villages leave gaps.
      if (next() < 0.06) { grid[r].push(null); continue; }
      const position: [number, number] = [
        round(WEST + c * STEP_LON + (next() - 0.5) * STEP_LON * 0.6),
        round(SOUTH + r * STEP_LAT + (next() - 0.5) * STEP_LAT * 0.6),
      ];
      grid[r].push(position);
      junctions.push({ number: (junctions.length % 99) + 1, position });
    }
  }
  const index = new Map(junctions.map((j, i) => [j.position, i]));
  const segments: DemoMap['segments'] = [];
  const connect = (a: [number, number] | null | undefined, b: [number, number] | null | undefined) => {
    if (!a || !b || next() < 0.12) return;
    segments.push({ from: index.get(a) ?? 0, to: index.get(b) ?? 0, line: curve(a, b, next) });
  };
  for (let r = 0; r < ROWS; r += 1) {
    for (let c = 0; c < COLUMNS; c += 1) {
      connect(grid[r][c], grid[r][c + 1]);
      connect(grid[r][c], grid[r + 1]?.[c]);
    }
  }
  return { junctions, segments };
}

const round = (v: number) => Math.round(v * 1e6) / 1e6;

/** A road between two junctions: a few points bending off the straight line. */
function curve(a: [number, number], b: [number, number], next: () => number): [number, number][] {
  const bend = (next() - 0.5) * 0.25;
  const points: [number, number][] = [a];
  for (const f of [0.25, 0.5, 0.75]) {
    const wobble = Math.sin(f * Math.PI) * bend;
    points.push([round(a[0] + (b[0] - a[0]) * f - (b[1] - a[1]) * wobble), round(a[1] + (b[1] - a[1]) * f + (b[0] - a[0]) * wobble)]);
  }
  points.push(b);
  return points;
}

interface TypeFacts { id: number; prefix: string | null; geo_type: GeoType }
interface Row { typeId: number; code: string; number: number; name: string | null; statusId: number | null; checked: CheckedGeometry; values: [number, unknown][] }

/** Inserts the rows of one type in batches, and sets the type's counter past them. */
async function insertRows(tx: Db, s: Scoped, type: TypeFacts, list: Row[]) {
  for (let i = 0; i < list.length; i += 200) {
    const batch = list.slice(i, i + 200);
    const made = await rows<{ id: number }>(tx, sql`insert into map_objects (tenant_id, network_id, map_object_type_id, map_object_status_id,
        number, code, name, geometry, min_lon, min_lat, max_lon, max_lat, length_m)
      values ${sql.join(batch.map((o) => sql`(${s.tenantId}, ${s.networkId}, ${o.typeId}, ${o.statusId}, ${o.number}, ${o.code}, ${o.name},
        ${JSON.stringify(o.checked.geometry)}::jsonb, ${o.checked.bbox[0]}, ${o.checked.bbox[1]}, ${o.checked.bbox[2]}, ${o.checked.bbox[3]}, ${o.checked.lengthM})`), sql`, `)}
      returning id`);
    const values = batch.flatMap((o, j) => o.values.map(([attributeId, value]) => sql`(${s.tenantId}, ${made[j].id}, ${attributeId}, ${JSON.stringify(value)}::jsonb)`));
    if (values.length) await tx.execute(sql`insert into map_object_values (tenant_id, map_object_id, attribute_id, value) values ${sql.join(values, sql`, `)}`);
  }
  await tx.execute(sql`insert into map_object_counters (tenant_id, network_id, map_object_type_id, last_number)
    values (${s.tenantId}, ${s.networkId}, ${type.id}, ${list.length})
    on conflict (map_object_type_id) do update set last_number = greatest(map_object_counters.last_number, excluded.last_number)`);
}

/** The demo types' icons: the posts a black label with their prefix, the segments black lines; selected, both red. */
export function demoIcons(postTypeId: number, routeTypeId: number): IconSetting[] {
  const label = { type: 'label', icon: '0_label', frame: 'none', text_color: '#ffffff', text_color_selected: '#ffffff' } as const;
  return [
    { ...label, map_object_type_id: postTypeId, color: '#000000', color_selected: '#d4380d' },
    { ...label, map_object_type_id: routeTypeId, color: '#000000', color_selected: '#d4380d' },
  ];
}

/**
 * Fills the network's standard objects (Knooppuntpaal, Routedeel with Nummer, Conditie and
 * Opmerking: networks/standard-objects.ts) with the demo map, and gives both types their icon.
 * Does nothing without them.
 */
export async function addDemoMap(tx: Db, s: Scoped): Promise<number> {
  const types = await rows<TypeFacts & { name: string }>(tx, sql`select id, name, prefix, geo_type from map_object_types where network_id = ${s.networkId}`);
  const post = types.find((t) => t.name === 'Knooppuntpaal');
  const route = types.find((t) => t.name === 'Routedeel');
  if (!post || !route) return 0;
  const attribute = async (name: string) => (await first<{ id: number }>(tx, sql`select id from attributes where network_id = ${s.networkId} and name = ${name}`))?.id;
  const [numberId, conditionId, remarkId] = [await attribute('Nummer'), await attribute('Conditie'), await attribute('Opmerking')];
  const conditions = conditionId ? (await rows<{ id: number }>(tx, sql`select id from lookup_values where attribute_id = ${conditionId} order by "order", id`)).map((l) => l.id) : [];
  const status = (await first<{ id: number }>(tx, sql`select st.id from map_object_type_statuses ts join map_object_statuses st on st.id = ts.map_object_status_id
    where ts.map_object_type_id = ${post.id} order by st.weight, st.id limit 1`))?.id ?? null;
  const area = await areaRings(tx, s);
  const next = random(11);
  const map = demoMap();
  const condition = (): [number, unknown][] => {
    // Most posts are fine; some are worn, a few need work.
    const roll = next();
    const id = conditions[roll < 0.75 ? 0 : roll < 0.93 ? 1 : 2];
    return conditionId && id ? [[conditionId, id]] : [];
  };
  const checked = (geometry: unknown, geoType: GeoType) => {
    const result = checkGeometry(geometry, geoType, area);
    if ('error' in result) throw new Error(`demo map: ${result.error}`);
    return result;
  };
  const posts: Row[] = map.junctions.map((j, i) => ({
    typeId: post.id, number: i + 1, code: `${post.prefix ?? ''}${i + 1}`, name: null, statusId: status,
    checked: checked({ type: 'Point', coordinates: j.position }, 'point'),
    values: [...(numberId ? [[numberId, String(j.number)] as [number, unknown]] : []), ...condition(),
      ...(remarkId && next() < 0.05 ? [[remarkId, 'Bordje scheef, rechtzetten'] as [number, unknown]] : [])],
  }));
  const segments: Row[] = map.segments.map((g, i) => ({
    typeId: route.id, number: i + 1, code: `${route.prefix ?? ''}${i + 1}`, statusId: status,
    name: `${map.junctions[g.from].number} – ${map.junctions[g.to].number}`,
    checked: checked({ type: 'LineString', coordinates: g.line }, 'linestring'),
    values: [...(numberId ? [[numberId, `${map.junctions[g.from].number}-${map.junctions[g.to].number}`] as [number, unknown]] : []), ...condition()],
  }));
  await insertRows(tx, s, post, posts);
  await insertRows(tx, s, route, segments);
  for (const icon of demoIcons(post.id, route.id)) {
    await tx.execute(sql`insert into kv (tenant_id, network_id, key, value)
      values (${s.tenantId}, ${s.networkId}, ${iconKey(icon.map_object_type_id)}, ${JSON.stringify(icon)}::jsonb) on conflict do nothing`);
  }
  return posts.length + segments.length + await addDemoSigns(tx, s, post.id);
}
