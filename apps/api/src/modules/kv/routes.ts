/**
 * The key-value store of the selected network: lock settings, icons, integrations and
 * exports live here. PUT creates or replaces (an icon's first save is a PUT); POST only
 * creates. Entries of another network are never visible.
 */
import { and, eq, sql } from 'drizzle-orm';
import { many, one, listQuery } from '@console/contract/envelope';
import { commonErrorResponses } from '@console/contract/errors';
import { kvEntrySchema, kvKeyParam, kvWriteSchema } from '@console/contract/kv';
import { kvValueSchema } from '@console/contract/kv-values';
import type { App, Deps } from '../../app-types';
import { kv } from '../../db/schema';
import type { Db } from '../../db/client';
import { deleteShown, jsonOne, listJson, wrapOne } from '../../db/sql';
import { fieldError, notFound } from '../../lib/errors';
import { checkIncludes } from '../../lib/includes';
import { sendJson } from '../../lib/respond';
import { networkScope } from '../../auth/scope';
import { ValidationFailure } from '../../plugins/errors';

const entryColumns = sql`e.id, e.tenant_id, e.network_id, e.key, e.value`;
const tags = ['kv'];
const errors = commonErrorResponses;

export function kvRoutes(app: App, { db }: Deps) {
  const entry = (networkId: number, key: string, tx: Db = db) => jsonOne(tx, entryColumns, sql`kv e where e.network_id = ${networkId} and e.key = ${key}`);

  /**
   * The selected network, checked against a network_id the body may carry; the value of a
   * known key (icons, integrations, exports) must have that key's shape.
   */
  function target(req: Parameters<typeof networkScope>[0], key: string, body: { value: unknown; network_id?: number }) {
    const scope = networkScope(req);
    if (body.network_id !== undefined && body.network_id !== scope.networkId) throw fieldError('network_id', 'kv.network_mismatch');
    const result = kvValueSchema(key)?.safeParse(body.value, { reportInput: true });
    if (result && !result.success) throw new ValidationFailure(result.error.issues.map((i) => ({ ...i, path: ['value', ...i.path] })), 'body');
    return scope;
  }

  app.get('/v1/kv', {
    schema: { tags, summary: 'All entries of the selected network, by key', querystring: listQuery, response: { 200: many(kvEntrySchema), ...errors } },
  }, async (req, reply) => {
    checkIncludes(req.query.include, []);
    const { networkId } = networkScope(req);
    return sendJson(reply, await listJson(db, {
      select: entryColumns, from: sql`kv e where e.network_id = ${networkId}`, orderBy: sql`e.key`,
      page: req.query.page, perPage: req.query.perPage,
    }));
  });

  app.get('/v1/kv/:key', {
    schema: { tags, summary: 'One entry by key', params: kvKeyParam, response: { 200: one(kvEntrySchema), ...errors } },
  }, async (req, reply) => {
    const json = await entry(networkScope(req).networkId, req.params.key);
    if (!json) throw notFound();
    return sendJson(reply, wrapOne(json));
  });

  app.post('/v1/kv/:key', {
    schema: { tags, summary: 'Create an entry; 400 when the key exists', params: kvKeyParam, body: kvWriteSchema, response: { 201: one(kvEntrySchema), ...errors } },
  }, async (req, reply) => {
    const { tenantId, networkId } = target(req, req.params.key, req.body);
    const [created] = await db.insert(kv).values({ tenantId, networkId, key: req.params.key, value: req.body.value })
      .onConflictDoNothing().returning({ id: kv.id });
    if (!created) throw fieldError('key', 'kv.exists');
    return sendJson(reply, wrapOne((await entry(networkId, req.params.key)) ?? 'null'), 201);
  });

  app.route({
    method: ['PUT', 'PATCH'],
    url: '/v1/kv/:key',
    schema: { tags, summary: 'Create or replace an entry', params: kvKeyParam, body: kvWriteSchema, response: { 200: one(kvEntrySchema), ...errors } },
    handler: async (req, reply) => {
      const { tenantId, networkId } = target(req, req.params.key, req.body);
      await db.insert(kv).values({ tenantId, networkId, key: req.params.key, value: req.body.value })
        .onConflictDoUpdate({ target: [kv.networkId, kv.key], set: { value: req.body.value, updatedAt: sql`now()` } });
      return sendJson(reply, wrapOne((await entry(networkId, req.params.key)) ?? 'null'));
    },
  });

  app.delete('/v1/kv/:key', {
    schema: { tags, summary: 'Delete an entry; answers the deleted entry', params: kvKeyParam, response: { 200: one(kvEntrySchema), ...errors } },
  }, async (req, reply) => {
    const { networkId } = networkScope(req);
    return sendJson(reply, await deleteShown(db, async (tx) => {
      const json = await entry(networkId, req.params.key, tx);
      if (!json) throw notFound();
      return wrapOne(json);
    }, (tx) => tx.delete(kv).where(and(eq(kv.networkId, networkId), eq(kv.key, req.params.key))).returning({ id: kv.id })));
  });
}
