/**
 * GET /v1/object/count: the network's objects counted per type (the map's type panel), in one
 * query on the index of type per network, optionally of one status. Deleted objects do not count.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { one } from '@console/contract/envelope';
import { commonErrorResponses } from '@console/contract/errors';
import { mapObjectCountQuery, mapObjectCountSchema } from '@console/contract/map-objects';
import type { App, Deps } from '../../app-types';
import { asks, networkScope } from '../../auth/scope';
import { rows } from '../../db/sql';
import { sendJson } from '../../lib/respond';

export function mapObjectCountRoutes(app: App, { db }: Deps) {
  app.get('/v1/object/count', {
    config: asks('readMap'),
    schema: {
      tags: ['map objects'],
      summary: 'How many objects each type of the network has (types without objects left out), optionally of one status',
      querystring: mapObjectCountQuery,
      response: { 200: one(z.array(mapObjectCountSchema)), ...commonErrorResponses },
    },
  }, async (req, reply) => {
    const s = networkScope(req);
    const status = req.query.map_object_status_id;
    const [{ json }] = await rows<{ json: string }>(db, sql`select coalesce(json_agg(json_build_object('map_object_type_id', c.type_id, 'count', c.n) order by c.type_id), '[]')::text as json
      from (select o.map_object_type_id as type_id, count(*)::int as n from map_objects o
        where o.network_id = ${s.networkId} and o.deleted_at is null
          ${status === undefined ? sql`` : sql`and o.map_object_status_id = ${status}`}
        group by o.map_object_type_id) c`);
    return sendJson(reply, `{"data":${json}}`);
  });
}
