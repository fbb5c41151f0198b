/**
 * POST /v1/geo/import: areas from a GeoJSON FeatureCollection (a municipality's districts as a
 * GIS exports them), as the objects' import does (the imports' report kit): each feature through
 * the same create or change as POST /v1/geo and PATCH /v1/geo/{id}, in a savepoint; `dry_run=true`
 * answers per feature create, update or refuse and writes nothing; otherwise all or none. A
 * feature whose `id` (or property `id`) is an area of the network updates it, else one whose
 * `name` is an area's name (so a file brought in again updates its areas); the rest are new.
 * Properties: `name`, and the areas' attributes by name (a lookup value by id or name).
 */
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { one } from '@console/contract/envelope';
import { commonErrorResponses } from '@console/contract/errors';
import { geoAreaImportBody, geoAreaImportQuery, type GeoAreaUpdate } from '@console/contract/geo-areas';
import { importReportSchema, type ImportReport } from '@console/contract/imports';
import { OBJECT_IMPORT_MAX_BYTES } from '@console/contract/map-objects';
import type { Message } from '@console/contract/messages';
import type { App, Deps } from '../../app-types';
import { networkScope } from '../../auth/scope';
import type { Db } from '../../db/client';
import { rows } from '../../db/sql';
import { HttpError } from '../../lib/errors';
import { langOf } from '../../plugins/errors';
import { duplicateCheck, inTransaction, refuseIfAny, reportOf, type Planned } from '../imports/report';
import { createArea, updateArea } from './write';

interface Named { id: number; name: string }
interface AttributeNames extends Named { lookups: Named[] | null }

const fold = (text: string) => text.trim().toLowerCase();
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A feature as a change's body (name, geometry, the attributes it names); null when it is no Feature. */
function bodyOf(feature: unknown, attributes: readonly AttributeNames[]): GeoAreaUpdate | null {
  if (!isObject(feature) || feature.type !== 'Feature') return null;
  const p = isObject(feature.properties) ? feature.properties : {};
  const lookup = (a: AttributeNames, v: unknown) => (typeof v === 'string' ? a.lookups?.find((l) => fold(l.name) === fold(v))?.id ?? v : v);
  return {
    name: typeof p.name === 'string' ? p.name.trim() : undefined,
    geometry: feature.geometry ?? null,
    attributes: attributes.filter((a) => Object.hasOwn(p, a.name))
      .map((a) => ({ id: a.id, value: Array.isArray(p[a.name]) ? (p[a.name] as unknown[]).map((v) => lookup(a, v)) : lookup(a, p[a.name]) })),
  };
}

/** A refusal's messages as reasons, an attribute named by its name. */
function reasonsOf(error: HttpError, attributes: readonly AttributeNames[]): Message[] {
  if (error.body.kind !== 'validation') return [error.body.code];
  return Object.entries(error.body.messages).flatMap(([field, codes]) => {
    if (field === 'geometry') return codes;
    const attribute = /^attributes\.(\d+)$/.exec(field);
    const label = attribute ? attributes.find((a) => a.id === Number(attribute[1]))?.name ?? field : field;
    return codes.map((code) => `${code.split(': ')[0]}: ${label}` as Message);
  });
}

async function importAreas(db: Db, req: FastifyRequest, features: unknown[], dryRun: boolean): Promise<ImportReport> {
  const s = networkScope(req);
  return inTransaction(db, dryRun, async (tx, finish) => {
    const attributes = await rows<AttributeNames>(tx, sql`select a.id, a.name,
        (select json_agg(json_build_object('id', l.id, 'name', l.name)) from lookup_values l where l.attribute_id = a.id) as lookups
      from geo_area_attributes ga join attributes a on a.id = ga.attribute_id where ga.network_id = ${s.networkId}`);
    const areas = await rows<Named>(tx, sql`select id, name from geo_areas where network_id = ${s.networkId}`);
    const seen = duplicateCheck();
    const planned: Planned[] = [];
    for (const [i, feature] of features.entries()) {
      const row = i + 1;
      const body = bodyOf(feature, attributes);
      if (!body) { planned.push({ row, key: `#${row}`, action: 'refuse', reasons: ['import.not_feature'] }); continue; }
      const f = isObject(feature) ? feature : {};
      const p = isObject(f.properties) ? f.properties : {};
      const id = Number(f.id ?? p.id);
      const target = areas.find((a) => a.id === id) ?? (body.name ? areas.find((a) => fold(a.name) === fold(body.name ?? '')) : undefined);
      const key = target?.name ?? body.name ?? `#${row}`;
      const twice = target ? seen(String(target.id), row) : null;
      if (twice) { planned.push({ row, key, action: 'refuse', reasons: [twice] }); continue; }
      try {
        await tx.transaction((sp) => (target
          ? updateArea(sp, req, s, target.id, body)
          : createArea(sp, req, s, { name: body.name ?? '', geometry: body.geometry ?? null, attributes: body.attributes?.filter((a) => a.value !== null) }).then(() => undefined)));
        planned.push({ row, key, action: target ? 'update' : 'create', reasons: [] });
      } catch (error) {
        if (!(error instanceof HttpError) || error.status !== 400) throw error;
        planned.push({ row, key, action: 'refuse', reasons: reasonsOf(error, attributes) });
      }
    }
    const answer = reportOf(planned, dryRun, langOf(req));
    finish(answer);
    refuseIfAny(planned, 'features');
    return answer;
  });
}

export function geoAreaImportRoutes(app: App, { db }: Deps) {
  app.post('/v1/geo/import', {
    bodyLimit: OBJECT_IMPORT_MAX_BYTES,
    schema: {
      tags: ['areas'],
      summary: 'Import areas from a GeoJSON FeatureCollection (name and the attributes by name in the properties); a feature naming an area by id or name updates it; dry_run=true reports per feature create, update or refuse without writing',
      querystring: geoAreaImportQuery, body: geoAreaImportBody, response: { 200: one(importReportSchema), ...commonErrorResponses },
    },
  }, async (req) => ({ data: await importAreas(db, req, req.body.features, req.query.dry_run) }));
}
