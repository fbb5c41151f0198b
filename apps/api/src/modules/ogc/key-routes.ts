/**
 * The console's calls for a network's publication key (GET, POST to make or rotate, DELETE), on
 * the network of the path: its administrators and roles with module-export.
 */
import { idParam, one } from '@console/contract/envelope';
import { commonErrorResponses } from '@console/contract/errors';
import { publicationKeyMadeSchema, publicationKeySchema } from '@console/contract/ogc';
import type { App, Deps } from '../../app-types';
import { networkScope } from '../../auth/scope';
import { notFound } from '../../lib/errors';
import { OGC_PERMISSION } from './access';
import { deletePublicationKey, makePublicationKey, readPublicationKey } from './keys';

const tags = ['publishing'];
const config = { scope: 'network', permission: OGC_PERMISSION, networkFromPath: true } as const;
const url = '/v1/network/:id/publication_key';

export function publicationKeyRoutes(app: App, { db }: Deps) {
  app.get(url, {
    config,
    schema: { tags, summary: 'Whether the network has a publication key, and since when (never the key)', params: idParam, response: { 200: one(publicationKeySchema), ...commonErrorResponses } },
  }, async (req) => ({ data: await readPublicationKey(db, networkScope(req)) }));

  app.post(url, {
    config,
    schema: {
      tags, summary: 'Make the network\'s publication key, replacing (rotating) the one it had; the answer holds the key, the only time it is shown',
      params: idParam, response: { 201: one(publicationKeyMadeSchema), ...commonErrorResponses },
    },
  }, async (req, reply) => {
    const s = networkScope(req);
    return reply.code(201).send({ data: await makePublicationKey(db, req, s, s.user.id) });
  });

  app.delete(url, {
    config,
    schema: { tags, summary: 'Delete the network\'s publication key: no key reads its layers until a new one is made; answers that there is none (404 when there was none)', params: idParam, response: { 200: one(publicationKeySchema), ...commonErrorResponses } },
  }, async (req) => {
    if (!(await deletePublicationKey(db, req, networkScope(req)))) throw notFound();
    return { data: { exists: false, created_at: null } };
  });
}
