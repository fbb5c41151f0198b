/**
 * A network's objects as the original client's field app reads them: `/v1/network/{id}/children`
 * (a page, with /v1/object's filters), `/children/all` (the same, a page as big as asked),
 * `/children/web2?updated_at=…` (every object changed since then, deleted ones with their
 * deleted_at unless `deleted_at=0`, streamed), `/children/type/{typeId}` (web2 of one type) and
 * `/children/deleted` (the deleted ones), to keep a copy and sync it. The network is the path's;
 * reading asks module-map there. The field app (auth/field-app.ts) is sent only objects of
 * types "Zichtbaar in app", by each of them. Finding by value is find-routes.ts's.
 */
import type { FastifyReply } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import { idParam, many } from '@console/contract/envelope';
import { commonErrorResponses } from '@console/contract/errors';
import { childrenAllQuery, childrenDeletedQuery, childrenOfTypeParams, childrenOfTypeQuery } from '@console/contract/map-object-finds';
import { mapObjectChildrenQuery, mapObjectSchema, mapObjectSyncQuery } from '@console/contract/map-objects';
import type { App, Deps } from '../../app-types';
import type { Db } from '../../db/client';
import { first } from '../../db/sql';
import { notFound } from '../../lib/errors';
import { asks, networkScope, type Scoped } from '../../auth/scope';
import { fieldAppVisible } from '../../auth/field-app';
import { sendList } from '../../lib/list';
import { sendStream } from '../../lib/respond';
import { jsonArrayStream } from '../../lib/row-stream';
import { objectsPageIncludes } from './includes';
import { objectFilters } from './filters';
import { networkLevels } from './hierarchy';
import { mapObjectColumns, objectsList, objectsOf } from './presenter';

const tags = ['map objects'];
const config = { ...asks('readMap'), networkFromPath: true } as const;

export function mapObjectSyncRoutes(app: App, { db }: Deps) {
  app.get('/v1/network/:id/children', {
    config,
    schema: {
      tags, summary: "The network's map objects, a page at a time, by id; the filters of /v1/object (map_object_type_id, map_object_status_id, bbox); depth=N: N levels down (1: those that hang on nothing; none, 0 or true: every level); include=type,status",
      params: idParam, querystring: mapObjectChildrenQuery, response: { 200: many(mapObjectSchema), ...commonErrorResponses },
    },
  }, async (req, reply) => {
    const s = networkScope(req);
    const q = req.query;
    const extend = objectsPageIncludes(db, s.networkId, q.include);
    // depth N: the objects at most N levels down from the network (1: those that hang on nothing).
    const levels = typeof q.depth === 'number' ? [sql`o.id in (${networkLevels(s.networkId, q.depth)})`] : [];
    return sendList(reply, db, q, { ...objectsList(s.networkId, [...objectFilters(q), ...levels, ...fieldAppVisible(req.auth)], false, !q.bbox && !levels.length), orderBy: sql`o.id`, defaultSort: 'id', extend });
  });

  app.get('/v1/network/:id/children/all', {
    config,
    schema: {
      tags, summary: "Every map object of the network, by id: a page of perPage (any size asked; at most 10,000 a page, the pagination says how to go on; none: the biggest page); the filters of /children",
      params: idParam, querystring: childrenAllQuery, response: { 200: many(mapObjectSchema), ...commonErrorResponses },
    },
  }, async (req, reply) => {
    const s = networkScope(req);
    const q = req.query;
    const extend = objectsPageIncludes(db, s.networkId, q.include);
    return sendList(reply, db, q, { ...objectsList(s.networkId, [...objectFilters(q), ...fieldAppVisible(req.auth)], false, !q.bbox), orderBy: sql`o.id`, defaultSort: 'id', extend });
  });

  app.get('/v1/network/:id/children/web2', {
    config,
    schema: {
      tags, summary: 'Every map object of the network changed since updated_at (Unix seconds or ISO 8601; none: all), oldest change first; deleted ones with their deleted_at unless deleted_at=false (or 0); of a type or status when asked',
      params: idParam, querystring: mapObjectSyncQuery, response: { 200: many(mapObjectSchema).omit({ meta: true }), ...commonErrorResponses },
    },
  }, async (req, reply) => {
    const s = networkScope(req);
    const q = req.query;
    return sendSync(reply, db, s, [
      ...(q.updated_at ? [sql`o.updated_at >= ${q.updated_at}`] : []),
      ...(q.deleted_at ? [] : [sql`o.deleted_at is null`]),
      ...objectFilters(q),
      ...fieldAppVisible(req.auth),
    ]);
  });

  app.get('/v1/network/:id/children/type/:typeId', {
    config,
    schema: {
      tags, summary: "web2 of one map object type of the network (the original client's findByType): its objects changed since updated_at, deleted ones unless deleted_at=false (or 0); 404 for a type the network does not have",
      params: childrenOfTypeParams, querystring: childrenOfTypeQuery, response: { 200: many(mapObjectSchema).omit({ meta: true }), ...commonErrorResponses },
    },
  }, async (req, reply) => {
    const s = networkScope(req);
    const q = req.query;
    if (!await typeOfNetwork(db, req.params.typeId, s)) throw notFound();
    return sendSync(reply, db, s, [
      sql`o.map_object_type_id = ${req.params.typeId}`,
      ...(q.updated_at ? [sql`o.updated_at >= ${q.updated_at}`] : []),
      ...(q.deleted_at ? [] : [sql`o.deleted_at is null`]),
      ...objectFilters(q),
      ...fieldAppVisible(req.auth),
    ]);
  });

  app.get('/v1/network/:id/children/deleted', {
    config,
    schema: {
      tags, summary: "The network's deleted map objects, with their deleted_at, oldest delete first; those deleted since updated_at (Unix seconds or ISO 8601) when given: what a field app drops from its copy",
      params: idParam, querystring: childrenDeletedQuery, response: { 200: many(mapObjectSchema).omit({ meta: true }), ...commonErrorResponses },
    },
  }, async (req, reply) => {
    const s = networkScope(req);
    const since = req.query.updated_at;
    // A delete moves updated_at on too: the sync's index (network, updated_at) finds the recent ones.
    return sendSync(reply, db, s, [
      sql`o.deleted_at is not null`,
      ...(since ? [sql`o.updated_at >= ${since} and o.deleted_at >= ${since}`] : []),
      ...fieldAppVisible(req.auth),
    ], sql`o.deleted_at, o.id`);
  });
}

/** The network's objects meeting `where`, streamed as a JSON array in `order` (the oldest change first). */
function sendSync(reply: FastifyReply, db: Db, s: Scoped, where: SQL[], order: SQL = sql`o.updated_at, o.id`) {
  const rows = sql`select ${mapObjectColumns} from ${objectsOf(s.networkId)}
    ${where.length ? sql`and ${sql.join(where, sql` and `)}` : sql``} order by ${order}`;
  return sendStream(reply, 'application/json; charset=utf-8', jsonArrayStream(db, rows));
}

const typeOfNetwork = (db: Db, typeId: number, s: Scoped) =>
  first(db, sql`select 1 from map_object_types t where t.id = ${typeId} and t.network_id = ${s.networkId}`);
