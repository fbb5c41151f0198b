/** Networks of the selected tenant. */
import { sql } from 'drizzle-orm';
import { idParam, includeQuery, listQuery, many, one } from '@console/contract/envelope';
import { commonErrorResponses } from '@console/contract/errors';
import { networkSchema } from '@console/contract/networks';
import type { App, Deps } from '../../app';
import { jsonOne, listJson, wrapOne } from '../../db/sql';
import { notFound } from '../../lib/errors';
import { checkIncludes } from '../../lib/includes';
import { sendJson } from '../../lib/respond';
import { networkScope } from '../../plugins/auth';
import { NETWORK_INCLUDES, networkJson } from './presenter';

const tags = ['networks'];

export function networkRoutes(app: App, { db }: Deps) {
  app.get('/v1/network', {
    schema: { tags, summary: 'The networks of the selected tenant, by name', querystring: listQuery, response: { 200: many(networkSchema), ...commonErrorResponses } },
  }, async (req, reply) => {
    const { tenantId, user } = networkScope(req);
    const includes = checkIncludes(req.query.include, NETWORK_INCLUDES);
    return sendJson(reply, await listJson(db, {
      select: networkJson(user.id, includes), from: sql`networks n where n.tenant_id = ${tenantId}`,
      orderBy: sql`lower(n.name), n.id`, page: req.query.page, perPage: req.query.perPage,
    }));
  });

  app.get('/v1/network/:id', {
    schema: { tags, summary: 'One network of the selected tenant', params: idParam, querystring: includeQuery, response: { 200: one(networkSchema), ...commonErrorResponses } },
  }, async (req, reply) => {
    const { tenantId, user } = networkScope(req);
    const includes = checkIncludes(req.query.include, NETWORK_INCLUDES);
    const json = await jsonOne(db, networkJson(user.id, includes), sql`networks n where n.id = ${req.params.id} and n.tenant_id = ${tenantId}`);
    if (!json) throw notFound();
    return sendJson(reply, wrapOne(json));
  });
}
