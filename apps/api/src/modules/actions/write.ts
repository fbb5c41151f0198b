/**
 * The writes of actions, each one transaction with its checks and its audit entries: create,
 * change (PUT and PATCH alike) and delete (soft). The rules: the type is for the object's type,
 * or on the network; an own geometry when the type has one, never otherwise; a status linked to
 * the object's type (any of the network's on the network) that the caller's role may set
 * (administrators: any); a new action without one gets the lowest selectable open status. A
 * status becoming final closes the action and creates or deletes its object as the type says,
 * in the same transaction. The lock setting of actions holds for changes and deletes.
 */
import { sql } from 'drizzle-orm';
import type { ActionCreate, ActionUpdate } from '@console/contract/actions';
import { GEOJSON_TYPE } from '@console/contract/map-objects';
import { GEO_TYPES, type GeoType } from '@console/contract/map-object-types';
import type { Db } from '../../db/client';
import { first, rows } from '../../db/sql';
import type { AuthContext, Scoped } from '../../auth/scope';
import { audit, diff, type Who } from '../../lib/audit';
import { fieldError, forbidden, notFound } from '../../lib/errors';
import { checkGeometry, type CheckedGeometry } from '../../lib/geometry/check';
import { Refusals } from '../../lib/refusals';
import { ACTION_VALUES, storedValues, valueChanges, writeValues } from '../../lib/value-rows';
import { areaRings, checkLock, valuesAndTeam } from '../map-objects/rules';
import { liveObjects } from '../map-objects/live';
import { createObject, deleteObject } from '../map-objects/write';
import { actionEvents } from './events';
import { statusRefusal } from './object-refusal';
import { checkPhotoForFinal } from './photo-rule';
import { liveActions, type ActionRow } from './live';
import { showAction } from './presenter';
import { actionTypeRules, allowedStatuses, roleFlags, type ActionTypeRules, type StatusFacts } from './rules';

type Caller = AuthContext & Scoped;

/** The geo type of a GeoJSON geometry as sent (its `type`), so the checker knows what to expect. */
function geoTypeOf(value: unknown): GeoType | null {
  const type = typeof value === 'object' && value !== null && 'type' in value ? value.type : null;
  return GEO_TYPES.find((g) => GEOJSON_TYPE[g] === type) ?? null;
}

/** An own geometry: required with own_geo, refused without; checked inside the network's area. */
async function ownGeometry(tx: Db, sent: unknown, type: ActionTypeRules, s: Scoped, refusals: Refusals, creating: boolean): Promise<CheckedGeometry | null | undefined> {
  if (!type.ownGeo) {
    if (sent !== undefined && sent !== null) refusals.add('geometry', 'action.no_own_geo');
    return undefined;
  }
  if (sent === undefined && !creating) return undefined;
  if (sent === undefined || sent === null) { refusals.add('geometry', 'field.required'); return undefined; }
  const checked = checkGeometry(sent, geoTypeOf(sent) ?? 'point', await areaRings(tx, s));
  if ('error' in checked) { refusals.add('geometry', checked.error); return undefined; }
  return checked;
}

/**
 * The status asked for, or on create the lowest selectable open one: linked to the object's type
 * (400 otherwise) and one the caller's role may set (403 naming it; administrators may set any,
 * and so may an integration: the statuses its settings name, made by the administrators).
 */
async function statusOf(tx: Db, sent: number | null | undefined, statuses: StatusFacts[], caller: Caller, refusals: Refusals, creating: boolean): Promise<StatusFacts | null | undefined> {
  const flags = await roleFlags(tx, caller.user.id, caller);
  const anyStatus = caller.networkAdmin || caller.integration !== undefined;
  if (sent === undefined && creating) {
    const chosen = statuses.find((st) => flags?.get(st.id)?.is_selectable && flags.get(st.id)?.is_open)
      ?? (anyStatus ? statuses[0] : undefined);
    return chosen ?? null;
  }
  if (sent === undefined) return undefined;
  if (sent === null) { refusals.add('action_status_id', 'field.required'); return undefined; }
  const status = statuses.find((st) => st.id === sent);
  if (!status) { refusals.add('action_status_id', 'status.not_linked'); return undefined; }
  if (!refusals.any && !anyStatus && !flags?.get(status.id)?.is_selectable) throw forbidden(`action.status_not_selectable: ${status.name}`);
  return status;
}

/** 400 on the field when the network has no such row. */
async function checkRef(tx: Db, table: string, field: string, id: number | null | undefined, s: Scoped, refusals: Refusals) {
  if (typeof id !== 'number') return;
  const found = await first(tx, sql`select 1 from ${sql.identifier(table)} where id = ${id} and network_id = ${s.networkId} for share`);
  if (!found) refusals.add(field, 'relation.unknown');
}

/**
 * A status become final: the action closes, and as its type says an object of one of its object
 * types is made at its geometry (with its values of that type's attributes, then the type's
 * defaults: a required one still missing refuses the status) or its object is deleted.
 */
async function finalize(tx: Db, req: Who, caller: Caller, action: ActionRow, type: ActionTypeRules, values: ReadonlyMap<number, unknown>) {
  let objectId = action.map_object_id;
  if (type.createsObject && objectId === null) {
    const geoType = geoTypeOf(action.geometry);
    const objectType = geoType && type.objectTypeIds.length
      ? await first<{ id: number }>(tx, sql`select id from map_object_types where id in (${sql.join(type.objectTypeIds.map((id) => sql`${id}`), sql`, `)})
          and geo_type = ${geoType} order by id limit 1`)
      : undefined;
    if (!objectType) throw fieldError('geometry', 'action.no_object_type');
    const linked = new Set((await rows<{ attribute_id: number }>(tx, sql`select attribute_id from map_object_type_attributes
      where map_object_type_id = ${objectType.id}`)).map((r) => r.attribute_id));
    objectId = await createObject(tx, req, caller, {
      map_object_type_id: objectType.id, geometry: action.geometry as object,
      attributes: [...values].filter(([id, v]) => linked.has(id) && v !== null).map(([id, value]) => ({ id, value })),
    }).catch(async (error: unknown) => { throw await statusRefusal(tx, error, objectType.id, type.attributes.map((a) => a.id)); });
  } else if (type.deletesObject && objectId !== null) {
    await deleteObject(tx, req, caller, objectId, 'action');
  }
  await tx.execute(sql`update actions set closed_at = now(), map_object_id = ${objectId} where id = ${action.id}`);
}

/**
 * Creates an action; its id. `req` is who the audit records (the request, or an integration's
 * Actor); the action's creator is the caller, or `createdBy` (null: a report from outside).
 */
export async function createAction(tx: Db, req: Who, caller: Caller, body: ActionCreate, createdBy: number | null = caller.user.id): Promise<number> {
  const type = await actionTypeRules(tx, body.dynamic_action_type_id, caller);
  if (!type) throw fieldError('dynamic_action_type_id', 'relation.unknown');
  const refusals = new Refusals();
  let object: { id: number; map_object_type_id: number } | null = null;
  if (typeof body.map_object_id === 'number') {
    const found = await liveObjects.find(tx, body.map_object_id, caller, ['id', 'map_object_type_id'], 'share');
    if (!found || found.deleted_at !== null) refusals.add('map_object_id', 'relation.unknown');
    else if (!type.objectTypeIds.includes(found.map_object_type_id)) refusals.add('map_object_id', 'action.type_not_for_object');
    else object = found;
  } else if (!type.onNetwork) refusals.add('map_object_id', 'action.object_required');
  const geometry = await ownGeometry(tx, body.geometry, type, caller, refusals, true);
  await checkRef(tx, 'action_priorities', 'action_priority_id', body.action_priority_id, caller, refusals);
  const { values, team = null } = await valuesAndTeam(tx, body, type.attributes, caller, refusals, 'create');
  const status = await statusOf(tx, body.action_status_id, await allowedStatuses(tx, caller, object?.map_object_type_id ?? null), caller, refusals, true);
  if (status?.is_final) await checkPhotoForFinal(tx, object?.map_object_type_id ?? null, null, refusals);
  if (refusals.any) throw refusals.refuse();

  const box = geometry?.bbox ?? [null, null, null, null];
  const row = {
    dynamic_action_type_id: type.id, map_object_id: object?.id ?? null, action_priority_id: body.action_priority_id ?? null,
    action_status_id: status?.id ?? null, description: body.description ?? null, geometry: geometry?.geometry ?? null,
    created_by: createdBy, team_id: team,
  };
  const made = await first<ActionRow>(tx, sql`insert into actions (tenant_id, network_id, dynamic_action_type_id, map_object_id, action_priority_id,
      action_status_id, description, geometry, min_lon, min_lat, max_lon, max_lat, created_by, team_id)
    values (${caller.tenantId}, ${caller.networkId}, ${row.dynamic_action_type_id}, ${row.map_object_id}, ${row.action_priority_id},
      ${row.action_status_id}, ${row.description}, ${row.geometry === null ? null : JSON.stringify(row.geometry)}::jsonb,
      ${box[0]}, ${box[1]}, ${box[2]}, ${box[3]}, ${row.created_by}, ${row.team_id})
    returning id, dynamic_action_type_id, map_object_id, action_priority_id, action_status_id, description, geometry, created_by, team_id, closed_at, deleted_at, updated_at`);
  if (!made) throw new Error('no action made');
  await writeValues(tx, ACTION_VALUES, made.id, values, caller);
  await audit(tx, req, { action: 'create', subjectType: 'action', subjectId: made.id, changes: { ...diff(null, row), ...valueChanges(new Map(), values) } });
  if (status?.is_final) await finalize(tx, req, caller, made, type, values);
  return made.id;
}

/** Changes what `body` sends of action `id`. */
export async function updateAction(tx: Db, req: Who, caller: Caller, id: number, body: ActionUpdate): Promise<void> {
  const current = await liveActions.held(tx, id, caller);
  await liveActions.checkVersion(tx, req, current, body.updated_at, (t) => showAction(t, id, caller));
  await checkLock(tx, 'action', current, caller);
  const type = await actionTypeRules(tx, current.dynamic_action_type_id, caller);
  if (!type) throw notFound();
  const refusals = new Refusals();
  if (body.dynamic_action_type_id !== undefined && body.dynamic_action_type_id !== current.dynamic_action_type_id) refusals.add('dynamic_action_type_id', 'field.fixed');
  if (body.map_object_id !== undefined && body.map_object_id !== current.map_object_id) refusals.add('map_object_id', 'field.fixed');
  const geometry = await ownGeometry(tx, body.geometry, type, caller, refusals, false);
  await checkRef(tx, 'action_priorities', 'action_priority_id', body.action_priority_id, caller, refusals);
  const { values, team } = await valuesAndTeam(tx, body, type.attributes, caller, refusals, 'update');
  const objectType = current.map_object_id === null ? null : (await liveObjects.find(tx, current.map_object_id, caller, ['map_object_type_id'], 'share'))?.map_object_type_id ?? null;
  const statuses = await allowedStatuses(tx, caller, objectType);
  const status = await statusOf(tx, body.action_status_id, statuses, caller, refusals, false);
  const wasFinal = statuses.find((st) => st.id === current.action_status_id)?.is_final ?? false;
  if (status?.is_final && !wasFinal) await checkPhotoForFinal(tx, objectType, id, refusals);
  if (refusals.any) throw refusals.refuse();

  const set: Record<string, unknown> = {
    action_priority_id: body.action_priority_id, action_status_id: status?.id, description: body.description, team_id: team,
    geometry: geometry?.geometry,
  };
  const before = await storedValues(tx, ACTION_VALUES, id);
  await liveActions.update(tx, id, set, geometry ?? undefined);
  await writeValues(tx, ACTION_VALUES, id, values, caller);
  const { id: _id, created_by: _c, closed_at: _closed, dynamic_action_type_id: _t, map_object_id: _o, updated_at: _u, ...kept } = current;
  await audit(tx, req, { action: 'update', subjectType: 'action', subjectId: id, changes: { ...diff(kept, set), ...valueChanges(before, values) } });
  // Announced inside the transaction: a listener's writes (a helpdesk's delivery) commit with the change.
  if (status && status.id !== current.action_status_id) await actionEvents.emit('statusChanged', { tx, scope: caller, actionId: id, statusId: status.id });

  // A status become final closes the action (and makes or deletes its object); one no longer final opens it again.
  if (status?.is_final && !wasFinal) {
    const values = await storedValues(tx, ACTION_VALUES, id);
    await finalize(tx, req, caller, { ...current, geometry: geometry?.geometry ?? current.geometry }, type, values);
  } else if (status && !status.is_final && current.closed_at !== null) {
    await tx.execute(sql`update actions set closed_at = null where id = ${id}`);
  }
}

/** Deletes action `id` (soft). */
export async function deleteAction(tx: Db, req: Who, caller: Caller, id: number): Promise<void> {
  const current = await liveActions.held(tx, id, caller);
  await liveActions.checkVersion(tx, req, current, undefined, (t) => showAction(t, id, caller));
  await checkLock(tx, 'action', current, caller);
  await liveActions.softDelete(tx, req, current);
}
