/**
 * What a write of a map object is checked against, read in the write's transaction: its type
 * (geo type, prefix, statuses, attribute rules), the network's area, the files its values name,
 * the caller's teams and the lock setting (shared with actions). Every check answers message codes per field, so one
 * 400 names everything wrong at once.
 */
import { sql } from 'drizzle-orm';
import type { AttributeType } from '@console/contract/attributes';
import { lockKey, toLockValue, type LockKind, type LockValue } from '@console/contract/kv';
import type { GeoType } from '@console/contract/map-object-types';
import type { MessageCode } from '@console/contract/messages';
import { lockRefusal } from '@console/contract/lock';
import type { Db } from '../../db/client';
import { forbidden } from '../../lib/errors';
import { first, rows } from '../../db/sql';
import type { Scoped } from '../../auth/scope';
import { checkValues, type AttributeRule, type ValuesMode } from '../../lib/attribute-values';
import type { Refusals } from '../../lib/refusals';
import type { Position } from '../../lib/geometry/segments';

export interface TypeRules {
  id: number;
  geoType: GeoType;
  prefix: string;
  /** the statuses linked to the type, lowest weight first */
  statusIds: number[];
  attributes: AttributeRule[];
}

interface TypeRow {
  id: number;
  geo_type: GeoType;
  prefix: string | null;
  statuses: number[] | null;
  attributes: { id: number; type: AttributeType; required: boolean; default_value: unknown; lookups: number[] | null }[] | null;
}

/** The type `typeId` of the network with what its objects are checked against; undefined when the network has no such type. */
export async function typeRules(tx: Db, typeId: number, s: Scoped): Promise<TypeRules | undefined> {
  // `for share`: the type, its links and statuses cannot change or go until the write commits.
  const row = await first<TypeRow>(tx, sql`select t.id, t.geo_type, t.prefix,
      (select json_agg(st.id order by st.weight, st.id) from map_object_type_statuses ts
        join map_object_statuses st on st.id = ts.map_object_status_id where ts.map_object_type_id = t.id) as statuses,
      (select json_agg(json_build_object('id', a.id, 'type', a.type, 'required', ta.required, 'default_value', ta.default_value,
          'lookups', (select json_agg(l.id) from lookup_values l where l.attribute_id = a.id)) order by ta."order", a.id)
        from map_object_type_attributes ta join attributes a on a.id = ta.attribute_id where ta.map_object_type_id = t.id) as attributes
    from map_object_types t where t.id = ${typeId} and t.network_id = ${s.networkId} for share`);
  if (!row) return undefined;
  return {
    id: row.id,
    geoType: row.geo_type,
    prefix: row.prefix ?? '',
    statusIds: row.statuses ?? [],
    attributes: (row.attributes ?? []).map((a) => ({
      id: a.id, type: a.type, required: a.required, defaultValue: a.default_value, lookupIds: new Set(a.lookups ?? []),
    })),
  };
}

/** The rings of the network's area, or null when it has none. */
export async function areaRings(tx: Db, s: Scoped): Promise<Position[][] | null> {
  const row = await first<{ rings: Position[][] | null }>(tx, sql`select g.data->'geometry'->'coordinates' as rings
    from networks n join geo_objects g on g.id = n.geo_object_id where n.id = ${s.networkId}`);
  return Array.isArray(row?.rings) && row.rings.length ? row.rings : null;
}

/** Of the ids the values of file attributes name, those of files of the network. */
export async function networkFiles(tx: Db, sent: unknown, rules: readonly AttributeRule[], s: Scoped): Promise<Set<number>> {
  const fileAttributes = new Set(rules.filter((r) => r.type === 'file').map((r) => r.id));
  const named = (Array.isArray(sent) ? sent : [])
    .filter((e): e is { id: unknown; value: unknown } => typeof e === 'object' && e !== null && 'id' in e && fileAttributes.has(Number(e.id)))
    .map((e) => Number(e.value))
    .filter((id) => Number.isSafeInteger(id) && id > 0 && id <= 2147483647);
  if (!named.length) return new Set();
  const found = await rows<{ id: number }>(tx, sql`select id from files where network_id = ${s.networkId}
    and id in (${sql.join(named.map((id) => sql`${id}`), sql`, `)}) for share`);
  return new Set(found.map((f) => f.id));
}

/** The caller's teams in the network's organisation, lowest id first. */
export async function callerTeams(tx: Db, userId: number, s: Scoped): Promise<number[]> {
  const found = await rows<{ team_id: number }>(tx, sql`select team_id from team_users
    where user_id = ${userId} and tenant_id = ${s.tenantId} order by team_id`);
  return found.map((t) => t.team_id);
}

/**
 * The team an object is given: the one sent, which must be one of the caller's teams (an
 * administrator may give any team of the organisation); none sent, on create: the caller's
 * first team, when they have one.
 */
export async function teamOf(tx: Db, sent: number | null | undefined, teams: readonly number[], admin: boolean, s: Scoped): Promise<number | null | MessageCode> {
  if (sent === undefined) return teams[0] ?? null;
  if (sent === null || teams.includes(sent)) return sent;
  if (admin && (await first(tx, sql`select 1 from teams where id = ${sent} and tenant_id = ${s.tenantId} for share`))) return sent;
  return 'team.not_member';
}

/** The network's lock setting of map objects, of actions or of selections. */
export async function lockSetting(tx: Db, kind: LockKind, s: Scoped): Promise<LockValue> {
  const row = await first<{ value: unknown }>(tx, sql`select value from kv where network_id = ${s.networkId} and key = ${lockKey(kind, s.networkId)}`);
  return toLockValue(row?.value);
}

/**
 * 403 when the network's lock setting of `kind` keeps the caller from changing `row`
 * (administrators never). An integration changes only what it made, a row no user made, whatever
 * the lock: `lock.integration_only` on any other.
 */
export async function checkLock(tx: Db, kind: LockKind, row: { created_by: number | null; team_id: number | null },
  caller: Scoped & { user: { id: number }; networkAdmin: boolean; integration?: unknown }): Promise<void> {
  if (caller.integration !== undefined) {
    if (row.created_by !== null) throw forbidden('lock.integration_only');
    return;
  }
  const refusal = lockRefusal(await lockSetting(tx, kind, caller), { createdBy: row.created_by, teamId: row.team_id }, {
    userId: caller.user.id, teamIds: new Set(await callerTeams(tx, caller.user.id, caller)), isNetworkAdmin: caller.networkAdmin,
  });
  if (refusal) throw forbidden(refusal);
}

/**
 * The values and the team a write sends, checked (objects and actions alike): refusals on
 * `attributes.<id>` and `team_id` are added to `refusals`; the values to write (on a change, only
 * those sent) and the team (on a change: undefined when not sent; on a create: the one sent, else
 * the caller's first).
 */
export async function valuesAndTeam(tx: Db, sent: { attributes?: unknown; team_id?: number | null }, rules: readonly AttributeRule[],
  caller: Scoped & { user: { id: number }; networkAdmin: boolean }, refusals: Refusals, mode: ValuesMode): Promise<{ values: Map<number, unknown>; team: number | null | undefined }> {
  const checked = mode === 'update' && sent.attributes === undefined ? { values: new Map<number, unknown>() }
    : checkValues(sent.attributes, rules, await networkFiles(tx, sent.attributes, rules, caller), mode);
  if ('errors' in checked) refusals.merge(checked.errors);
  let team: number | null | undefined;
  if (mode === 'create' || sent.team_id !== undefined) {
    const chosen = await teamOf(tx, sent.team_id, await callerTeams(tx, caller.user.id, caller), caller.networkAdmin, caller);
    if (typeof chosen === 'string') refusals.add('team_id', chosen);
    else team = chosen;
  }
  return { values: 'errors' in checked ? new Map() : checked.values, team };
}
