/**
 * A network's objects as the original client's field app reads them: `/v1/network/{id}/children`
 * (a page, like /v1/object) and `/children/web2?updated_at=…` (every object changed since then,
 * deleted ones with their deleted_at, streamed), to keep a copy and sync it. The network is the
 * path's; reading asks module-map there.
 */
import { sql } from 'drizzle-orm';
import { idParam, listQuery, many } from '@console/contract/envelope';
import { commonErrorResponses } from '@console/contract/errors';
import { mapObjectSchema, mapObjectSyncQuery } from '@console/contract/map-objects';
import type { App, Deps } from '../../app-types';
import { asks, networkScope } from '../../auth/scope';
import { checkIncludes } from '../../lib/includes';
import { sendList } from '../../lib/list';
import { sendStream } from '../../lib/respond';
import { jsonArrayStream } from '../../lib/row-stream';
import { mapObjectColumns, objectsOf } from './presenter';

const tags = ['map objects'];
const config = { ...asks('readMap'), networkFromPath: true } as const;

export function mapObjectSyncRoutes(app: App, { db }: Deps) {
  app.get('/v1/network/:id/children', {
    config,
    schema: { tags, summary: "The network's map objects, a page at a time", params: idParam, querystring: listQuery, response: { 200: many(mapObjectSchema), ...commonErrorResponses } },
  }, async (req, reply) => {
    const s = networkScope(req);
    checkIncludes(req.query.include, []);
    return sendList(reply, db, req.query, {
      select: mapObjectColumns, from: sql`${objectsOf(s.networkId)} and o.deleted_at is null`,
      orderBy: sql`o.id`, item: mapObjectSchema, defaultSort: 'id',
    });
  });

  app.get('/v1/network/:id/children/web2', {
    config,
    schema: {
      tags, summary: 'Every map object of the network changed since updated_at (Unix seconds or ISO 8601; none: all), deleted ones with their deleted_at, oldest change first',
      params: idParam, querystring: mapObjectSyncQuery, response: { 200: many(mapObjectSchema).omit({ meta: true }), ...commonErrorResponses },
    },
  }, async (req, reply) => {
    const s = networkScope(req);
    const since = req.query.updated_at;
    const rows = sql`select ${mapObjectColumns} from ${objectsOf(s.networkId)}
      ${since ? sql`and o.updated_at >= ${since}` : sql``} order by o.updated_at, o.id`;
    return sendStream(reply, 'application/json; charset=utf-8', jsonArrayStream(db, rows));
  });
}
