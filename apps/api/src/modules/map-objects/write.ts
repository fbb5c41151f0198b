/**
 * The writes of map objects, each one transaction with its checks and its audit entry: create
 * (the code's number taken from the type's counter), change (PUT and PATCH alike: what is sent
 * changes), delete (soft) and restore. A change and a delete meet the lock setting first; every
 * 400 names all the fields that are wrong at once. A parent is checked against the type's
 * constraints (hierarchy.ts); a delete and a restore take what hangs on the object along; the
 * field app changes only types "Bewerkbaar in app" (app-rules.ts).
 */
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { MapObjectCreate, MapObjectUpdate } from '@console/contract/map-objects';
import type { Db } from '../../db/client';
import { first } from '../../db/sql';
import type { AuthContext, Scoped } from '../../auth/scope';
import { audit, diff, type Who } from '../../lib/audit';
import { fieldError, notFound } from '../../lib/errors';
import { Refusals } from '../../lib/refusals';
import { OBJECT_VALUES, storedValues, valueChanges, writeValues } from '../../lib/value-rows';
import { checkGeometry, type CheckedGeometry } from '../../lib/geometry/check';
import type { Position } from '../../lib/geometry/segments';
import { liveObjects } from './live';
import { checkAppMayEdit, checkObjectWrite } from './app-rules';
import { checkParentLive, deleteChildrenOf, parentRefusal, restoreChildrenOf } from './hierarchy';
import { showObject } from './presenter';
import { areaRings, typeRules, valuesAndTeam, type TypeRules } from './rules';

type Caller = AuthContext & Scoped;

function geometryOf(value: unknown, type: TypeRules, area: Position[][] | null, refusals: Refusals): CheckedGeometry | undefined {
  const checked = checkGeometry(value, type.geoType, area);
  if ('error' in checked) { refusals.add('geometry', checked.error); return undefined; }
  return checked;
}

/** The status an object gets: the one sent, if linked to its type; none sent: the type's of lowest weight. */
function statusOf(sent: number | null | undefined, type: TypeRules, refusals: Refusals): number | null {
  if (sent === undefined || sent === null) return type.statusIds[0] ?? null;
  if (!type.statusIds.includes(sent)) refusals.add('map_object_status_id', 'status.not_linked');
  return sent;
}

/** The parent sent, checked (hierarchy.ts): undefined when not sent, null to stand alone. */
async function parentOf(tx: Db, caller: Caller, typeId: number, objectId: number | null, sent: number | null | undefined, refusals: Refusals): Promise<number | null | undefined> {
  if (sent === undefined || sent === null) return sent;
  const refusal = await parentRefusal(tx, caller, typeId, objectId, sent);
  if (refusal) refusals.add('parent_id', refusal);
  return sent;
}

/** What many creates in one transaction (an import) read once: the type's rules and the network's area. */
export interface KnownRules { type: TypeRules; area: Position[][] | null }

/** The rules a create of `typeId` meets; 400 on map_object_type_id when the network has no such type. */
export async function rulesOf(tx: Db, typeId: number, s: Scoped): Promise<KnownRules> {
  const type = await typeRules(tx, typeId, s);
  if (!type) throw fieldError('map_object_type_id', 'relation.unknown');
  return { type, area: await areaRings(tx, s) };
}

/** Creates an object; its id. */
export async function createObject(tx: Db, req: Who, caller: Caller, body: MapObjectCreate, known?: KnownRules): Promise<number> {
  const { type, area } = known ?? await rulesOf(tx, body.map_object_type_id, caller);
  await checkAppMayEdit(tx, caller, type.id);
  const refusals = new Refusals();
  const geometry = geometryOf(body.geometry, type, area, refusals);
  const status = statusOf(body.map_object_status_id, type, refusals);
  const parent = await parentOf(tx, caller, type.id, null, body.parent_id, refusals);
  const { values, team = null } = await valuesAndTeam(tx, body, type.attributes, caller, refusals, 'create');
  if (refusals.any || !geometry) throw refusals.refuse();

  // The next number of the type: the counter's row is held until the write commits.
  const counter = await first<{ last_number: number }>(tx, sql`insert into map_object_counters (tenant_id, network_id, map_object_type_id, last_number)
    values (${caller.tenantId}, ${caller.networkId}, ${type.id}, 1)
    on conflict (map_object_type_id) do update set last_number = map_object_counters.last_number + 1 returning last_number`);
  const number = counter?.last_number ?? 1;
  const [minLon, minLat, maxLon, maxLat] = geometry.bbox;
  const row = {
    map_object_type_id: type.id, map_object_status_id: status, number, code: `${type.prefix}${number}`, name: body.name ?? null,
    // An integration (a report's action made final) is nobody: the object has no creator, as its action.
    geometry: geometry.geometry, length_m: geometry.lengthM, created_by: caller.integration ? null : caller.user.id, team_id: team,
    parent_id: parent ?? null,
  };
  const made = await first<{ id: number }>(tx, sql`insert into map_objects (tenant_id, network_id, map_object_type_id, map_object_status_id,
      number, code, name, geometry, min_lon, min_lat, max_lon, max_lat, length_m, created_by, team_id, parent_id)
    values (${caller.tenantId}, ${caller.networkId}, ${row.map_object_type_id}, ${row.map_object_status_id}, ${number}, ${row.code}, ${row.name},
      ${JSON.stringify(row.geometry)}::jsonb, ${minLon}, ${minLat}, ${maxLon}, ${maxLat}, ${row.length_m}, ${row.created_by}, ${row.team_id}, ${row.parent_id})
    returning id`);
  if (!made) throw new Error('no map object made');
  await writeValues(tx, OBJECT_VALUES, made.id, values, caller);
  await audit(tx, req, { action: 'create', subjectType: 'object', subjectId: made.id, changes: { ...diff(null, row), ...valueChanges(new Map(), values) } });
  return made.id;
}

/** Changes what `body` sends of object `id`. */
export async function updateObject(tx: Db, req: FastifyRequest, caller: Caller, id: number, body: MapObjectUpdate): Promise<void> {
  const current = await liveObjects.held(tx, id, caller);
  await liveObjects.checkVersion(tx, req, current, body.updated_at, (t) => showObject(t, id, caller));
  await checkObjectWrite(tx, caller, current);
  const refusals = new Refusals();
  if (body.map_object_type_id !== undefined && body.map_object_type_id !== current.map_object_type_id) refusals.add('map_object_type_id', 'field.fixed');
  const type = await typeRules(tx, current.map_object_type_id, caller);
  if (!type) throw notFound();
  const geometry = body.geometry === undefined ? undefined : geometryOf(body.geometry, type, await areaRings(tx, caller), refusals);
  const status = body.map_object_status_id === undefined ? undefined : statusOf(body.map_object_status_id, type, refusals);
  const parent = await parentOf(tx, caller, type.id, id, body.parent_id, refusals);
  const { values, team } = await valuesAndTeam(tx, body, type.attributes, caller, refusals, 'update');
  if (refusals.any) throw refusals.refuse();

  const set = { map_object_status_id: status, name: body.name, geometry: geometry?.geometry, team_id: team, parent_id: parent };
  const before = await storedValues(tx, OBJECT_VALUES, id);
  await liveObjects.update(tx, id, set, geometry);
  await writeValues(tx, OBJECT_VALUES, id, values, caller);
  const { id: _id, created_by: _c, deleted_at: _d, map_object_type_id: _t, updated_at: _u, ...kept } = current;
  const changes = { ...diff(kept, set), ...valueChanges(before, values) };
  await audit(tx, req, { action: 'update', subjectType: 'object', subjectId: id, changes });
}

/**
 * Deletes object `id` (soft: it keeps its values and can be restored) and records it: the one
 * way an object goes. Asked by a caller (a DELETE): 404 unless it is live, and the version it
 * names (If-Match) and the lock setting hold; while objects hang on it, refused with their count
 * unless `withChildren`, which deletes them with it. By an action's final status
 * (`by: 'action'`): the action's checks were made on the action, what hangs on the object goes
 * with it, and an object deleted meanwhile stays as it is.
 */
export async function deleteObject(tx: Db, who: Who, caller: Caller, id: number, by: 'caller' | 'action' = 'caller', withChildren = false): Promise<void> {
  if (by === 'action') {
    const current = await liveObjects.hold(tx, id, caller);
    if (current?.deleted_at !== null || !current) return;
    await deleteChildrenOf(tx, who, caller, current, true);
    await liveObjects.softDelete(tx, who, current);
    return;
  }
  const current = await liveObjects.held(tx, id, caller);
  await liveObjects.checkVersion(tx, who, current, undefined, (t) => showObject(t, id, caller));
  await checkObjectWrite(tx, caller, current);
  await deleteChildrenOf(tx, who, caller, current, withChildren);
  await liveObjects.softDelete(tx, who, current);
}

/**
 * Restores deleted object `id` and what was deleted with it (hung on it and deleted in the same
 * delete); one that is not deleted stays as it is. Under a deleted parent: 400 on parent_id.
 */
export async function restoreObject(tx: Db, req: FastifyRequest, caller: Caller, id: number): Promise<void> {
  const current = await liveObjects.held(tx, id, caller, { deleted: true });
  if (current.deleted_at === null) return;
  await checkObjectWrite(tx, caller, current);
  await checkParentLive(tx, caller, id);
  await restoreChildrenOf(tx, req, caller, id);
  await liveObjects.restore(tx, req, current);
}
