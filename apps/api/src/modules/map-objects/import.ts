/**
 * POST /v1/object/import: objects of one type from a GeoJSON FeatureCollection, as the imports
 * do with CSV: `dry_run=true` checks every feature in a transaction that is rolled back and
 * answers per feature create, update or refuse with the reasons; without it every feature is
 * written in one transaction, or none (a 400 naming the refused features). A feature that names
 * a live object of the type (import-targets.ts: by id, else by code) updates it, so an export
 * comes back in without copies; the others are created. Each goes through the same code as
 * POST /v1/object or PUT /v1/object/{id} (its checks, the lock, its audit entry), the type's
 * rules read once.
 */
import { sql } from 'drizzle-orm';
import { one } from '@console/contract/envelope';
import { commonErrorResponses } from '@console/contract/errors';
import { importReportSchema } from '@console/contract/imports';
import { OBJECT_IMPORT_MAX_BYTES, mapObjectImportBody, mapObjectImportQuery, type MapObjectCreate } from '@console/contract/map-objects';
import type { Message } from '@console/contract/messages';
import type { App, Deps } from '../../app-types';
import { networkScope } from '../../auth/scope';
import type { Db } from '../../db/client';
import { rows } from '../../db/sql';
import { HttpError } from '../../lib/errors';
import { langOf } from '../../plugins/errors';
import { duplicateCheck, inTransaction, refuseIfAny, reportOf, type Planned } from '../imports/report';
import { importTargets, keysOf } from './import-targets';
import { WRITE } from './routes';
import { createObject, rulesOf, updateObject } from './write';

interface Named { id: number; name: string }
interface AttributeNames extends Named { lookups: Named[] | null }

/** The names a feature's properties may use: the type's statuses and attributes with their lookup values. */
async function namesOf(tx: Db, typeId: number) {
  const [statuses, attributes] = await Promise.all([
    rows<Named>(tx, sql`select st.id, st.name from map_object_type_statuses ts join map_object_statuses st on st.id = ts.map_object_status_id
      where ts.map_object_type_id = ${typeId}`),
    rows<AttributeNames>(tx, sql`select a.id, a.name, (select json_agg(json_build_object('id', l.id, 'name', l.name)) from lookup_values l where l.attribute_id = a.id) as lookups
      from map_object_type_attributes ta join attributes a on a.id = ta.attribute_id where ta.map_object_type_id = ${typeId}`),
  ]);
  return { statuses, attributes };
}

const fold = (text: string) => text.trim().toLowerCase();
const byName = <T extends Named>(list: readonly T[], name: unknown) => (typeof name === 'string' ? list.find((x) => fold(x.name) === fold(name)) : undefined);

/** A lookup value as a GIS user writes it: its id, or its name. */
const lookupOf = (a: AttributeNames, v: unknown) => (typeof v === 'string' ? byName(a.lookups ?? [], v)?.id ?? v : v);

/** A feature as the create's body; null when it is no Feature. */
function bodyOf(feature: unknown, typeId: number, names: Awaited<ReturnType<typeof namesOf>>): MapObjectCreate | null {
  if (typeof feature !== 'object' || feature === null || !('type' in feature) || feature.type !== 'Feature') return null;
  const f = feature as { geometry?: unknown; properties?: unknown };
  const p = (typeof f.properties === 'object' && f.properties !== null ? f.properties : {}) as Record<string, unknown>;
  const status = p.map_object_status_id ?? byName(names.statuses, p.map_object_status_name)?.id ?? p.map_object_status_name;
  return {
    map_object_type_id: typeId,
    geometry: f.geometry ?? null,
    // null empties the name (of an object updated); absent leaves it as it is.
    name: p.name === null ? null : typeof p.name === 'string' ? p.name.trim() || null : undefined,
    map_object_status_id: status === undefined || status === null ? undefined : (status as number),
    attributes: names.attributes.filter((a) => Object.hasOwn(p, a.name))
      .map((a) => ({ id: a.id, value: Array.isArray(p[a.name]) ? (p[a.name] as unknown[]).map((v) => lookupOf(a, v)) : lookupOf(a, p[a.name]) })),
  };
}

/** A refusal's messages as reasons, each naming its field (an attribute by its name). */
function reasonsOf(error: HttpError, names: Awaited<ReturnType<typeof namesOf>>): Message[] {
  if (error.body.kind !== 'validation') return [error.body.code];
  return Object.entries(error.body.messages).flatMap(([field, codes]) => {
    // The geometry's messages say it is the geometry; an attribute is named as the file names it.
    if (field === 'geometry') return codes;
    const attribute = /^attributes\.(\d+)$/.exec(field);
    const label = attribute ? names.attributes.find((a) => a.id === Number(attribute[1]))?.name ?? field : field;
    return codes.map((code) => `${code.split(': ')[0]}: ${label}` as Message);
  });
}

export function mapObjectImportRoutes(app: App, { db }: Deps) {
  app.post('/v1/object/import', {
    config: WRITE,
    bodyLimit: OBJECT_IMPORT_MAX_BYTES,
    schema: {
      tags: ['map objects'],
      summary: 'Import objects of one type from a GeoJSON FeatureCollection (name, status and attributes by name in the properties); a feature naming a live object of the type by id or code updates it; dry_run=true reports per feature create, update or refuse without writing',
      querystring: mapObjectImportQuery, body: mapObjectImportBody, response: { 200: one(importReportSchema), ...commonErrorResponses },
    },
  }, async (req) => {
    const s = networkScope(req);
    const { map_object_type_id: typeId, dry_run: dryRun } = req.query;
    const report = await inTransaction(db, dryRun, async (tx, finish) => {
      const known = await rulesOf(tx, typeId, s);
      const names = await namesOf(tx, typeId);
      const planned: Planned[] = [];
      const keys = req.body.features.map(keysOf);
      const targetOf = await importTargets(tx, s, typeId, keys);
      const seen = duplicateCheck();
      for (const [i, feature] of req.body.features.entries()) {
        const row = i + 1;
        const body = bodyOf(feature, typeId, names);
        if (!body) { planned.push({ row, key: `#${row}`, action: 'refuse', reasons: ['import.not_feature'] }); continue; }
        const target = targetOf(keys[i]);
        // An object updated is named by its code, a new one by its name.
        const key = target?.code ?? body.name ?? `#${row}`;
        const twice = target ? seen(String(target.id), row) : null;
        if (twice) { planned.push({ row, key, action: 'refuse', reasons: [twice] }); continue; }
        try {
          // Each feature in a savepoint: a refused one leaves the others' work as it was.
          await tx.transaction((sp) => (target ? updateObject(sp, req, s, target.id, body) : createObject(sp, req, s, body, known).then(() => undefined)));
          planned.push({ row, key, action: target ? 'update' : 'create', reasons: [] });
        } catch (error) {
          // A value refused (400), or the lock keeping this object from the caller (403).
          if (!(error instanceof HttpError) || (error.status !== 400 && error.status !== 403)) throw error;
          planned.push({ row, key, action: 'refuse', reasons: reasonsOf(error, names) });
        }
      }
      const answer = reportOf(planned, dryRun, langOf(req));
      finish(answer);
      refuseIfAny(planned, 'features');
      return answer;
    });
    return { data: report };
  });
}
