/**
 * The plan of an objects import, whatever the file (GeoJSON features, CSV rows made features):
 * a feature that names a live object of the type (import-targets.ts: by id, else by code)
 * updates it, so an export comes back in without copies; the others are created. Each goes
 * through the same code as POST /v1/object or PUT /v1/object/{id} (its checks, the lock, its
 * audit entry) in a savepoint, the type's rules read once; `dry_run=true` rolls it all back and
 * answers the report, otherwise a refused feature makes it a 400 before anything is kept.
 */
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { ImportReport } from '@console/contract/imports';
import type { MapObjectCreate } from '@console/contract/map-objects';
import type { Message } from '@console/contract/messages';
import { networkScope } from '../../auth/scope';
import type { Db } from '../../db/client';
import { first, rows } from '../../db/sql';
import { HttpError } from '../../lib/errors';
import { langOf } from '../../plugins/errors';
import { duplicateCheck, inTransaction, refuseIfAny, reportOf, type Planned } from '../imports/report';
import { importTargets, keysOf } from './import-targets';
import { createObject, rulesOf, updateObject } from './write';

interface Named { id: number; name: string }
/** A feature as a create's or a change's body: without a geometry it changes none (a create then refuses it). */
type ImportBody = Omit<MapObjectCreate, 'geometry'> & { geometry?: unknown };
/** The type's statuses and attributes by name. */
export interface ImportNames { statuses: Named[]; attributes: AttributeNames[] }
export interface AttributeNames extends Named { type: string; lookups: Named[] | null }

/** The names a feature's properties may use: the type's statuses and attributes with their lookup values. */
export async function namesOf(tx: Db, typeId: number): Promise<ImportNames> {
  const [statuses, attributes] = await Promise.all([
    rows<Named>(tx, sql`select st.id, st.name from map_object_type_statuses ts join map_object_statuses st on st.id = ts.map_object_status_id
      where ts.map_object_type_id = ${typeId}`),
    rows<AttributeNames>(tx, sql`select a.id, a.name, a.type, (select json_agg(json_build_object('id', l.id, 'name', l.name)) from lookup_values l where l.attribute_id = a.id) as lookups
      from map_object_type_attributes ta join attributes a on a.id = ta.attribute_id where ta.map_object_type_id = ${typeId}`),
  ]);
  return { statuses, attributes };
}

const fold = (text: string) => text.trim().toLowerCase();
const byName = <T extends Named>(list: readonly T[], name: unknown) => (typeof name === 'string' ? list.find((x) => fold(x.name) === fold(name)) : undefined);

/** A lookup value as a GIS user writes it: its id, or its name. */
const lookupOf = (a: AttributeNames, v: unknown) => (typeof v === 'string' ? byName(a.lookups ?? [], v)?.id ?? v : v);

/** A feature as the create's body; null when it is no Feature. */
function bodyOf(feature: unknown, typeId: number, names: ImportNames): ImportBody | null {
  if (typeof feature !== 'object' || feature === null || !('type' in feature) || feature.type !== 'Feature') return null;
  const f = feature as { geometry?: unknown; properties?: unknown };
  const p = (typeof f.properties === 'object' && f.properties !== null ? f.properties : {}) as Record<string, unknown>;
  const status = p.map_object_status_id ?? byName(names.statuses, p.map_object_status_name)?.id ?? p.map_object_status_name;
  return {
    map_object_type_id: typeId,
    // A CSV without a geometry column leaves an updated object's geometry as it is.
    geometry: 'geometry' in f ? f.geometry ?? null : undefined,
    // null empties the name (of an object updated); absent leaves it as it is.
    name: p.name === null ? null : typeof p.name === 'string' ? p.name.trim() || null : undefined,
    map_object_status_id: status === undefined || status === null ? undefined : (status as number),
    attributes: names.attributes.filter((a) => Object.hasOwn(p, a.name))
      .map((a) => ({ id: a.id, value: Array.isArray(p[a.name]) ? (p[a.name] as unknown[]).map((v) => lookupOf(a, v)) : lookupOf(a, p[a.name]) })),
  };
}

/** A refusal's messages as reasons, each naming its field (an attribute by its name). */
function reasonsOf(error: HttpError, names: ImportNames): Message[] {
  if (error.body.kind !== 'validation') return [error.body.code];
  return Object.entries(error.body.messages).flatMap(([field, codes]) => {
    // The geometry's messages say it is the geometry; an attribute is named as the file names it.
    if (field === 'geometry') return codes;
    const attribute = /^attributes\.(\d+)$/.exec(field);
    const label = attribute ? names.attributes.find((a) => a.id === Number(attribute[1]))?.name ?? field : field;
    return codes.map((code) => `${code.split(': ')[0]}: ${label}` as Message);
  });
}

/** Thrown to roll back a change that changed nothing. */
class Unchanged extends Error {}

/**
 * A feature that holds what its object holds already is written back unchanged: its savepoint
 * is rolled back, so the object keeps its time (and version) and the log no empty entry. The
 * change's audit entry (its last) says whether anything changed.
 */
async function undoIfUnchanged(tx: Db, id: number): Promise<void> {
  const entry = await first<{ changed: boolean }>(tx, sql`select changes::text not in ('{}', 'null') as changed from audit_log
    where subject_type = 'object' and subject_id = ${id} order by id desc limit 1`);
  if (entry && !entry.changed) throw new Unchanged('unchanged');
}

/** A feature of the file and the row the report names it by (a feature's place, a CSV's line). */
export interface ImportRow { row: number; feature: unknown }

/**
 * Imports the rows `rowsOf` makes of the type's names into objects of type `typeId`: the report
 * of a dry run, or of the import done; a refused row is a 400 on `field`.
 */
export async function importObjects(db: Db, req: FastifyRequest, typeId: number, dryRun: boolean, field: string,
  rowsOf: (names: ImportNames) => ImportRow[]): Promise<ImportReport> {
  const s = networkScope(req);
  return inTransaction(db, dryRun, async (tx, finish) => {
    const known = await rulesOf(tx, typeId, s);
    const names = await namesOf(tx, typeId);
    const input = rowsOf(names);
    const planned: Planned[] = [];
    const keys = input.map((r) => keysOf(r.feature));
    const targetOf = await importTargets(tx, s, typeId, keys);
    const seen = duplicateCheck();
    for (const [i, { row, feature }] of input.entries()) {
      const body = bodyOf(feature, typeId, names);
      if (!body) { planned.push({ row, key: `#${row}`, action: 'refuse', reasons: ['import.not_feature'] }); continue; }
      const target = targetOf(keys[i]);
      // An object updated is named by its code, a new one by its name.
      const key = target?.code ?? body.name ?? `#${row}`;
      const twice = target ? seen(String(target.id), row) : null;
      if (twice) { planned.push({ row, key, action: 'refuse', reasons: [twice] }); continue; }
      try {
        // Each feature in a savepoint: a refused one leaves the others' work as it was.
        await tx.transaction((sp) => (target
          ? updateObject(sp, req, s, target.id, body).then(() => undoIfUnchanged(sp, target.id))
          // An empty value of a new object is one not given: the type's default fills it.
          : createObject(sp, req, s, { ...body, geometry: body.geometry ?? null, attributes: body.attributes?.filter((a) => a.value !== null) }, known).then(() => undefined)));
        planned.push({ row, key, action: target ? 'update' : 'create', reasons: [] });
      } catch (error) {
        if (error instanceof Unchanged) { planned.push({ row, key, action: 'update', reasons: [] }); continue; }
        // A value refused (400), or the lock keeping this object from the caller (403).
        if (!(error instanceof HttpError) || (error.status !== 400 && error.status !== 403)) throw error;
        planned.push({ row, key, action: 'refuse', reasons: reasonsOf(error, names) });
      }
    }
    const answer = reportOf(planned, dryRun, langOf(req));
    finish(answer);
    refuseIfAny(planned, field);
    return answer;
  });
}
