/**
 * An area's writes, each one transaction with its checks: the name, the geometry (a Polygon or
 * MultiPolygon through the geometry checker, lib/geometry/area.ts, its box stored beside it) and
 * the values of the attributes the network gives its areas (lib/attribute-values.ts; no defaults,
 * none required). A change is made on the version read (409/412 otherwise); every write has its
 * audit entry (`geo`), the values as `attributes.<id>`.
 */
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AttributeType } from '@console/contract/attributes';
import type { GeoAreaCreate, GeoAreaUpdate } from '@console/contract/geo-areas';
import { NAME_MAX } from '@console/contract/limits';
import type { Scoped } from '../../auth/scope';
import type { Db } from '../../db/client';
import { first, rows } from '../../db/sql';
import { checkValues, type AttributeRule, type ValuesMode } from '../../lib/attribute-values';
import { audit, diff } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import { checkArea } from '../../lib/geometry/area';
import { Refusals } from '../../lib/refusals';
import { AREA_VALUES, storedValues, valueChanges, writeValues } from '../../lib/value-rows';
import { BUMP, checkVersion } from '../../lib/versions';
import { networkFiles } from '../map-objects/rules';
import { showArea } from './presenter';

const SUBJECT = 'geo';

/** The attributes of the network's areas, as the value checker takes them (held until the write commits). */
export async function areaRules(tx: Db, s: Scoped): Promise<AttributeRule[]> {
  const found = await rows<{ id: number; type: AttributeType; lookups: number[] | null }>(tx, sql`select a.id, a.type,
      (select json_agg(l.id) from lookup_values l where l.attribute_id = a.id) as lookups
    from geo_area_attributes ga join attributes a on a.id = ga.attribute_id where ga.network_id = ${s.networkId} for share of ga`);
  return found.map((a) => ({ id: a.id, type: a.type, required: false, defaultValue: null, lookupIds: new Set(a.lookups ?? []) }));
}

interface Checked { name?: string; geometry?: { geometry: unknown; bbox: [number, number, number, number] }; values: Map<number, unknown> }

/** The fields sent, checked: one 400 naming every wrong one. */
async function checked(tx: Db, body: GeoAreaUpdate, s: Scoped, mode: ValuesMode): Promise<Checked> {
  const refusals = new Refusals();
  // The import comes here without the route's schema: the name is checked here too.
  if (mode === 'create' || body.name !== undefined) {
    const name = body.name?.trim() ?? '';
    if (!name || name.length > NAME_MAX) refusals.add('name', 'field.required');
  }
  let geometry: Checked['geometry'];
  if (body.geometry !== undefined) {
    const area = checkArea(body.geometry);
    if ('error' in area) refusals.add('geometry', area.error);
    else geometry = area;
  }
  const rules = await areaRules(tx, s);
  const values = mode === 'update' && body.attributes === undefined ? { values: new Map<number, unknown>() }
    : checkValues(body.attributes ?? [], rules, await networkFiles(tx, body.attributes, rules, s), mode);
  if ('errors' in values) refusals.merge(values.errors);
  if (refusals.any) throw refusals.refuse();
  return { name: body.name?.trim(), geometry, values: 'errors' in values ? new Map() : values.values };
}

const boxOf = (g: Checked['geometry']) => (g ? { min_lon: g.bbox[0], min_lat: g.bbox[1], max_lon: g.bbox[2], max_lat: g.bbox[3] } : {});

/** Makes an area in the scope's network; its id. */
export async function createArea(tx: Db, req: FastifyRequest, s: Scoped & { user: { id: number } }, body: GeoAreaCreate): Promise<number> {
  const c = await checked(tx, body, s, 'create');
  const g = c.geometry;
  if (!g) throw new Error('a create is checked with its geometry');
  const row = await first<{ id: number }>(tx, sql`insert into geo_areas (tenant_id, network_id, name, geometry, min_lon, min_lat, max_lon, max_lat, created_by)
    values (${s.tenantId}, ${s.networkId}, ${c.name}, ${JSON.stringify(g.geometry)}::jsonb, ${g.bbox[0]}, ${g.bbox[1]}, ${g.bbox[2]}, ${g.bbox[3]}, ${s.user.id})
    returning id`);
  if (!row) throw new Error('no area made');
  await writeValues(tx, AREA_VALUES, row.id, c.values, s);
  await audit(tx, req, { action: 'create', subjectType: SUBJECT, subjectId: row.id, changes: {
    ...diff(null, { name: c.name, geometry: g.geometry }), ...valueChanges(new Map(), c.values),
  } });
  return row.id;
}

interface HeldArea { id: number; name: string; geometry: unknown; updated_at: string }

/** The area `id` of the network held for update; 404 outside it. */
async function held(tx: Db, id: number, s: Scoped): Promise<HeldArea> {
  const row = await first<HeldArea>(tx, sql`select id, name, geometry, updated_at from geo_areas
    where id = ${id} and network_id = ${s.networkId} for update`);
  if (!row) throw notFound();
  return row;
}

/** Changes what is sent of an area, on the version read. */
export async function updateArea(tx: Db, req: FastifyRequest, s: Scoped, id: number, body: GeoAreaUpdate): Promise<void> {
  const before = await held(tx, id, s);
  await checkVersion(tx, req, body.updated_at, { subjectType: SUBJECT, id, updatedAt: before.updated_at }, (t) => showArea(t, id, s));
  const c = await checked(tx, body, s, 'update');
  const set = { ...(c.name !== undefined ? { name: c.name } : {}), ...(c.geometry ? { geometry: JSON.stringify(c.geometry.geometry), ...boxOf(c.geometry) } : {}) };
  const assignments = Object.entries(set).map(([k, v]) => (k === 'geometry' ? sql`geometry = ${v}::jsonb` : sql`${sql.identifier(k)} = ${v}`));
  await tx.execute(sql`update geo_areas set ${sql.join([...assignments, BUMP], sql`, `)} where id = ${id}`);
  const storedBefore = await storedValues(tx, AREA_VALUES, id);
  await writeValues(tx, AREA_VALUES, id, c.values, s);
  const changes = {
    ...diff({ name: before.name, ...(c.geometry ? { geometry: before.geometry } : {}) }, { name: c.name ?? before.name, ...(c.geometry ? { geometry: c.geometry.geometry } : {}) }),
    ...valueChanges(storedBefore, c.values),
  };
  await audit(tx, req, { action: 'update', subjectType: SUBJECT, subjectId: id, changes });
}

/** Deletes an area (for good: nothing hangs on it; actions only fall in it), on the version read when If-Match names one. */
export async function deleteArea(tx: Db, req: FastifyRequest, s: Scoped, id: number): Promise<string> {
  const before = await held(tx, id, s);
  await checkVersion(tx, req, undefined, { subjectType: SUBJECT, id, updatedAt: before.updated_at }, (t) => showArea(t, id, s));
  const shown = await showArea(tx, id, s);
  await tx.execute(sql`delete from geo_areas where id = ${id}`);
  await audit(tx, req, { action: 'delete', subjectType: SUBJECT, subjectId: id, changes: diff({ name: before.name, geometry: before.geometry }, null) });
  return shown;
}
