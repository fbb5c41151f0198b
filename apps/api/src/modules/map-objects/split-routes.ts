/** POST /v2/object/{id}/split (the original client's v2 call): a line split at a point into two objects (split.ts). */
import { z } from 'zod';
import { idParam } from '@console/contract/envelope';
import { commonErrorResponses } from '@console/contract/errors';
import { mapObjectSchema, mapObjectSplitBody } from '@console/contract/map-objects';
import { versionResponses } from '@console/contract/versions';
import type { App, Deps } from '../../app-types';
import { asks, networkScope } from '../../auth/scope';
import { sendJson } from '../../lib/respond';
import { showObject } from './presenter';
import { splitObject } from './split';

export function mapObjectSplitRoutes(app: App, { db }: Deps) {
  app.post('/v2/object/:id/split', {
    config: asks('editMap'),
    schema: {
      tags: ['map objects'],
      summary: 'Split a line at a point (snapped onto it, within 25 m): the object keeps the first part, a new one of the type (next code, values copied) the second; actions and children stay on the part they lie on; answers both',
      params: idParam, body: mapObjectSplitBody, response: { 200: z.object({ data: z.array(mapObjectSchema) }), ...commonErrorResponses, ...versionResponses },
    },
  }, async (req, reply) => {
    const s = networkScope(req);
    const second = await db.transaction((tx) => splitObject(tx, req, s, req.params.id, req.body.geometry, req.body.updated_at));
    const shown = await Promise.all([showObject(db, req.params.id, s), showObject(db, second, s)]);
    return sendJson(reply, `{"data":[${shown.map((json) => JSON.stringify((JSON.parse(json) as { data: unknown }).data)).join(',')}]}`);
  });
}
