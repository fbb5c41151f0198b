/**
 * The key-value store of the selected network: lock settings, icons, integrations and
 * exports live here. PUT creates or replaces (an icon's first save is a PUT); POST only
 * creates. Entries of another network are never visible. A replace made on an older version of
 * the entry than it is now is refused (lib/versions.ts).
 */
import { and, eq, sql } from 'drizzle-orm';
import { many, one, listQuery } from '@console/contract/envelope';
import { commonErrorResponses } from '@console/contract/errors';
import { versionResponses } from '@console/contract/versions';
import { kvEntrySchema, kvKeyParam, kvWriteSchema } from '@console/contract/kv';
import { kvValueSchema } from '@console/contract/kv-values';
import type { App, Deps } from '../../app-types';
import { kv } from '../../db/schema';
import type { Db } from '../../db/client';
import { deleteShown, jsonOne, wrapOne } from '../../db/sql';
import { audit, type Changes } from '../../lib/audit';
import { fieldError, notFound, ValidationFailure } from '../../lib/errors';
import { checkIncludes } from '../../lib/includes';
import { sendJson } from '../../lib/respond';
import { checkVersion, nextVersion, sendVersioned } from '../../lib/versions';
import { sendList } from '../../lib/list';
import { networkScope } from '../../auth/scope';

const entryColumns = sql`e.id, e.tenant_id, e.network_id, e.key, e.value, e.updated_at`;
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
    return sendList(reply, db, req.query, {
      select: entryColumns, from: sql`kv e where e.network_id = ${networkId}`, orderBy: sql`e.key`,
      item: kvEntrySchema, defaultSort: 'key',
    });
  });

  app.get('/v1/kv/:key', {
    schema: { tags, summary: 'One entry by key', params: kvKeyParam, response: { 200: one(kvEntrySchema), ...errors } },
  }, async (req, reply) => {
    const json = await entry(networkScope(req).networkId, req.params.key);
    if (!json) throw notFound();
    return sendVersioned(reply, wrapOne(json));
  });

  app.post('/v1/kv/:key', {
    schema: { tags, summary: 'Create an entry; 400 when the key exists', params: kvKeyParam, body: kvWriteSchema, response: { 201: one(kvEntrySchema), ...errors } },
  }, async (req, reply) => {
    const { tenantId, networkId } = target(req, req.params.key, req.body);
    await db.transaction(async (tx) => {
      const [created] = await tx.insert(kv).values({ tenantId, networkId, key: req.params.key, value: req.body.value })
        .onConflictDoNothing().returning({ id: kv.id });
      if (!created) throw fieldError('key', 'kv.exists');
      await audit(tx, req, { action: 'create', subjectType: 'kv', subjectId: created.id, changes: { key: [null, req.params.key], value: [null, req.body.value] } });
    });
    return sendJson(reply, wrapOne((await entry(networkId, req.params.key)) ?? 'null'), 201);
  });

  app.route({
    method: ['PUT', 'PATCH'],
    url: '/v1/kv/:key',
    schema: {
      tags, summary: 'Create or replace an entry; a replace made on an older version than the entry is now is refused (updated_at or If-Match)',
      params: kvKeyParam, body: kvWriteSchema, response: { 200: one(kvEntrySchema), ...errors, ...versionResponses },
    },
    handler: async (req, reply) => {
      const { tenantId, networkId } = target(req, req.params.key, req.body);
      const key = req.params.key;
      await db.transaction(async (tx) => {
        const [before] = await tx.select({ id: kv.id, value: kv.value, updatedAt: kv.updatedAt }).from(kv)
          .where(and(eq(kv.networkId, networkId), eq(kv.key, key))).for('update');
        if (before) {
          await checkVersion(tx, req, req.body.updated_at, { subjectType: 'kv', id: before.id, updatedAt: before.updatedAt },
            async (t) => wrapOne((await entry(networkId, key, t)) ?? 'null'));
        }
        const [saved] = await tx.insert(kv).values({ tenantId, networkId, key, value: req.body.value })
          .onConflictDoUpdate({ target: [kv.networkId, kv.key], set: { value: req.body.value, updatedAt: nextVersion(sql`${kv.updatedAt}`) } }).returning({ id: kv.id });
        // The key stays in an update's changes ([key, key]): it names the entry in the log.
        const changes: Changes = { key: [before ? req.params.key : null, req.params.key], value: [before?.value ?? null, req.body.value] };
        await audit(tx, req, { action: before ? 'update' : 'create', subjectType: 'kv', subjectId: saved?.id, changes });
      });
      return sendVersioned(reply, wrapOne((await entry(networkId, key)) ?? 'null'));
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
    }, async (tx) => {
      const gone = await tx.delete(kv).where(and(eq(kv.networkId, networkId), eq(kv.key, req.params.key))).returning({ id: kv.id, value: kv.value });
      for (const row of gone) await audit(tx, req, { action: 'delete', subjectType: 'kv', subjectId: row.id, changes: { key: [req.params.key, null], value: [row.value, null] } });
      return gone;
    }));
  });
}
