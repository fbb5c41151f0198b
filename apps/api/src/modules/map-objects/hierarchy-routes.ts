/**
 * What hangs on an object, and what it hangs on (docs/map-objects.md, "Hierarchy"): its
 * children `depth` levels down (a page, by id, with /v1/object's filters), its parent, and its
 * parents up to the root, nearest first; each with `include=type,status`. The object must be
 * live and of the network (404 otherwise); reading asks module-map.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { idParam, includeQuery, many, one } from '@console/contract/envelope';
import { commonErrorResponses } from '@console/contract/errors';
import { mapObjectChildrenQuery, mapObjectSchema } from '@console/contract/map-objects';
import type { App, Deps } from '../../app-types';
import { asks, networkScope, type Scoped } from '../../auth/scope';
import { fieldAppVisible } from '../../auth/field-app';
import type { Db } from '../../db/client';
import { rows } from '../../db/sql';
import { embedInOne, embedRows } from '../../lib/includes';
import { sendList } from '../../lib/list';
import { sendJson } from '../../lib/respond';
import { ancestorIds, descendantsOf } from './hierarchy';
import { objectFilters } from './filters';
import { objectIncludes, objectsPageIncludes } from './includes';
import { liveObjects } from './live';
import { mapObjectColumns, objectsOf, showObject } from './presenter';

const tags = ['map objects'];
const config = asks('readMap');

/** The live objects `ids` of the network as the API shows them, in the order of `ids`. */
async function objectsInOrder(db: Db, ids: number[], s: Scoped): Promise<Record<string, unknown>[]> {
  if (!ids.length) return [];
  const found = await rows<{ j: Record<string, unknown> }>(db, sql`select row_to_json(r) as j from (select ${mapObjectColumns}
    from ${objectsOf(s.networkId)} and o.deleted_at is null and o.id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})) r`);
  const byId = new Map(found.map(({ j }) => [j.id, j]));
  return ids.flatMap((id): Record<string, unknown>[] => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
}

export function mapObjectHierarchyRoutes(app: App, { db }: Deps) {
  app.get('/v1/object/:id/children', {
    config,
    schema: {
      tags, summary: 'What hangs on a map object: depth levels down (none: 1; 0 or true: every level), a page at a time, by id; the filters of /v1/object; include=type,status',
      params: idParam, querystring: mapObjectChildrenQuery, response: { 200: many(mapObjectSchema), ...commonErrorResponses },
    },
  }, async (req, reply) => {
    const s = networkScope(req);
    const q = req.query;
    await liveObjects.live(db, req.params.id, s, ['id']);
    const under = sql`o.id in (${descendantsOf(req.params.id, q.depth ?? 1)})`;
    const extend = objectsPageIncludes(db, s.networkId, q.include);
    const where = [under, ...objectFilters(q), ...fieldAppVisible(req.auth)];
    const conditions = sql.join([sql`o.deleted_at is null`, ...where], sql` and `);
    return sendList(reply, db, q, {
      select: mapObjectColumns, from: sql`${objectsOf(s.networkId)} and ${conditions}`, item: mapObjectSchema,
      orderBy: sql`o.id`, defaultSort: 'id', extend,
    });
  });

  app.get('/v1/object/:id/parent', {
    config,
    schema: {
      tags, summary: 'The map object this one hangs on; {"data": null} when it stands alone; include=type,status',
      params: idParam, querystring: includeQuery, response: { 200: one(mapObjectSchema.nullable()), ...commonErrorResponses },
    },
  }, async (req, reply) => {
    const s = networkScope(req);
    const { parent_id: parentId } = await liveObjects.live(db, req.params.id, s, ['parent_id']);
    if (parentId === null) return sendJson(reply, JSON.stringify({ data: null }));
    return sendJson(reply, await embedInOne(db, await showObject(db, parentId, s), objectIncludes(s.networkId, req.query.include)));
  });

  app.get('/v1/object/:id/parents', {
    config,
    schema: {
      tags, summary: 'The map objects this one hangs under, from its parent up to the root (nearest first; none when it stands alone); include=type,status',
      params: idParam, querystring: includeQuery, response: { 200: z.object({ data: z.array(mapObjectSchema) }), ...commonErrorResponses },
    },
  }, async (req, reply) => {
    const s = networkScope(req);
    await liveObjects.live(db, req.params.id, s, ['id']);
    const data = await objectsInOrder(db, await ancestorIds(db, req.params.id), s);
    for (const relation of objectIncludes(s.networkId, req.query.include)) await embedRows(db, data, relation);
    return sendJson(reply, JSON.stringify({ data }));
  });
}
