/**
 * A line object split at a point into two (POST /v2/object/{id}/split): the point snapped onto
 * the line (contract line-split.ts; a point farther than SPLIT_TOLERANCE_M from it, or on an end,
 * is a 400 on `geometry`). The object keeps its id and code with the first part; the second part
 * is a new object of the same type with the next code, the same name, status, team and creator
 * and a copy of every value. Each length is measured again. What hangs on the line stays with
 * the part it lies on, the nearer one: its actions with an own geometry (by the centre of its
 * box) and its children (`parent_id`, likewise); actions without a geometry of their own stay
 * on the first. One transaction, the object held, its version and the lock checked as a change's,
 * and one audit entry: `split` on the object, naming the new one.
 */
import { sql } from 'drizzle-orm';
import { SPLIT_TOLERANCE_M, splitLine } from '@console/contract/line-split';
import type { FastifyRequest } from 'fastify';
import type { AuthContext, Scoped } from '../../auth/scope';
import type { Db } from '../../db/client';
import { first, rows } from '../../db/sql';
import { audit } from '../../lib/audit';
import { fieldError } from '../../lib/errors';
import { distanceTo } from '../../lib/geometry/distance-to';
import { lineLength } from '../../lib/geometry/length';
import { BUMP } from '../../lib/versions';
import { liveObjects } from './live';
import { showObject } from './presenter';
import { checkLock } from './rules';

type Caller = AuthContext & Scoped;

const isPosition = (v: unknown): v is [number, number] => Array.isArray(v) && v.length === 2 && v.every((n) => typeof n === 'number' && Number.isFinite(n));

/** The position a split is asked at: a GeoJSON Point (or a Feature holding one). */
function positionOf(value: unknown): [number, number] | null {
  const g = typeof value === 'object' && value !== null && 'type' in value && value.type === 'Feature' && 'geometry' in value ? value.geometry : value;
  if (typeof g !== 'object' || g === null || !('type' in g) || g.type !== 'Point' || !('coordinates' in g)) return null;
  return isPosition(g.coordinates) ? g.coordinates : null;
}

const boxOf = (line: number[][]) => [Math.min(...line.map((p) => p[0])), Math.min(...line.map((p) => p[1])), Math.max(...line.map((p) => p[0])), Math.max(...line.map((p) => p[1]))];

/** Splits object `id` at `point`; answers the new object's id. */
export async function splitObject(tx: Db, req: FastifyRequest, caller: Caller, id: number, point: unknown, version: string | undefined): Promise<number> {
  const current = await liveObjects.held(tx, id, caller);
  await liveObjects.checkVersion(tx, req, current, version, (t) => showObject(t, id, caller));
  await checkLock(tx, 'mapobject', current, caller);
  const geometry = current.geometry as { type: string; coordinates: number[][] };
  if (geometry.type !== 'LineString') throw fieldError('id', 'split.not_a_line');
  const position = positionOf(point);
  if (!position) throw fieldError('geometry', 'geometry.type');
  const split = splitLine(geometry.coordinates, position, SPLIT_TOLERANCE_M);
  if ('error' in split) {
    throw fieldError('geometry', split.error === 'at_end' ? 'split.at_end' : `split.too_far: ${Math.round(split.metres)}`);
  }
  const [firstPart, secondPart] = split.parts;

  // The first part stays the object (its id, code and values).
  const [a0, a1, a2, a3] = boxOf(firstPart);
  const before = await first<{ length_m: number | null }>(tx, sql`select length_m from map_objects where id = ${id}`);
  await tx.execute(sql`update map_objects set geometry = ${JSON.stringify({ type: 'LineString', coordinates: firstPart })}::jsonb,
    min_lon = ${a0}, min_lat = ${a1}, max_lon = ${a2}, max_lat = ${a3}, length_m = ${lineLength(firstPart)}, ${BUMP} where id = ${id}`);

  // The second part: a new object of the type with the next number, a copy of the rest.
  const [b0, b1, b2, b3] = boxOf(secondPart);
  const made = await first<{ id: number; code: string }>(tx, sql`with counter as (
      insert into map_object_counters (tenant_id, network_id, map_object_type_id, last_number)
      values (${caller.tenantId}, ${caller.networkId}, ${current.map_object_type_id}, 1)
      on conflict (map_object_type_id) do update set last_number = map_object_counters.last_number + 1 returning last_number)
    insert into map_objects (tenant_id, network_id, map_object_type_id, map_object_status_id, number, code, name, geometry,
      min_lon, min_lat, max_lon, max_lat, length_m, created_by, team_id, parent_id)
    select o.tenant_id, o.network_id, o.map_object_type_id, o.map_object_status_id, c.last_number, coalesce(t.prefix, '') || c.last_number, o.name,
      ${JSON.stringify({ type: 'LineString', coordinates: secondPart })}::jsonb, ${b0}, ${b1}, ${b2}, ${b3}, ${lineLength(secondPart)},
      o.created_by, o.team_id, o.parent_id
    from map_objects o join map_object_types t on t.id = o.map_object_type_id cross join counter c where o.id = ${id}
    returning id, code`);
  if (!made) throw new Error('no second part made');
  await tx.execute(sql`insert into map_object_values (tenant_id, map_object_id, attribute_id, value)
    select tenant_id, ${made.id}, attribute_id, value from map_object_values where map_object_id = ${id}`);

  // What lies on the second part goes with it: actions with an own geometry, and children.
  const parts = [{ type: 'LineString' as const, coordinates: firstPart }, { type: 'LineString' as const, coordinates: secondPart }];
  const nearerSecond = (lon: number, lat: number) => distanceTo([lon, lat], parts[1]) < distanceTo([lon, lat], parts[0]);
  const placed = await rows<{ kind: 'action' | 'child'; id: number; lon: number; lat: number }>(tx, sql`
    select 'action' as kind, id, (min_lon + max_lon) / 2 as lon, (min_lat + max_lat) / 2 as lat from actions
      where map_object_id = ${id} and min_lon is not null
    union all
    select 'child', id, (min_lon + max_lon) / 2, (min_lat + max_lat) / 2 from map_objects where parent_id = ${id}`);
  const moved = placed.filter((p) => nearerSecond(p.lon, p.lat));
  const ids = (kind: 'action' | 'child') => moved.filter((p) => p.kind === kind).map((p) => p.id).join(',');
  if (ids('action')) await tx.execute(sql`update actions set map_object_id = ${made.id}, ${BUMP} where id = any(string_to_array(${ids('action')}, ',')::int[])`);
  if (ids('child')) await tx.execute(sql`update map_objects set parent_id = ${made.id}, ${BUMP} where id = any(string_to_array(${ids('child')}, ',')::int[])`);

  await audit(tx, req, { action: 'split', subjectType: 'object', subjectId: id, changes: {
    geometry: [geometry, parts[0]], length_m: [before?.length_m ?? null, lineLength(firstPart)],
    split_off: [null, { id: made.id, code: made.code, actions: moved.filter((p) => p.kind === 'action').map((p) => p.id), children: moved.filter((p) => p.kind === 'child').map((p) => p.id) }],
  } });
  return made.id;
}
