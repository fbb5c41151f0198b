/**
 * A network's objects as the original client's field app reads them: `/v1/network/{id}/children`
 * (a page, with /v1/object's filters) and `/children/web2?updated_at=…` (every object changed
 * since then, deleted ones with their deleted_at unless `deleted_at=0`, streamed), to keep a
 * copy and sync it. The field app (auth/field-app.ts) is sent only objects of types "Zichtbaar in app". The network is the
 * path's; reading asks module-map there.
 */
import { sql } from 'drizzle-orm';
import { idParam, many } from '@console/contract/envelope';
import { commonErrorResponses } from '@console/contract/errors';
import { mapObjectChildrenQuery, mapObjectSchema, mapObjectSyncQuery } from '@console/contract/map-objects';
import type { App, Deps } from '../../app-types';
import { asks, networkScope } from '../../auth/scope';
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

  app.get('/v1/network/:id/children/web2', {
    config,
    schema: {
      tags, summary: 'Every map object of the network changed since updated_at (Unix seconds or ISO 8601; none: all), oldest change first; deleted ones with their deleted_at unless deleted_at=false (or 0); of a type or status when asked',
      params: idParam, querystring: mapObjectSyncQuery, response: { 200: many(mapObjectSchema).omit({ meta: true }), ...commonErrorResponses },
    },
  }, async (req, reply) => {
    const s = networkScope(req);
    const q = req.query;
    const where = [
      ...(q.updated_at ? [sql`o.updated_at >= ${q.updated_at}`] : []),
      ...(q.deleted_at ? [] : [sql`o.deleted_at is null`]),
      ...objectFilters(q),
      ...fieldAppVisible(req.auth),
    ];
    const rows = sql`select ${mapObjectColumns} from ${objectsOf(s.networkId)}
      ${where.length ? sql`and ${sql.join(where, sql` and `)}` : sql``} order by o.updated_at, o.id`;
    return sendStream(reply, 'application/json; charset=utf-8', jsonArrayStream(db, rows));
  });
}
