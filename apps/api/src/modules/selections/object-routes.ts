/**
 * An object's selections (/v1/object/{id}/selection, the original client's): the live selections
 * that hold it; POST `{relation: [selection ids]}` puts it in each that does not hold it yet (a
 * route: at its end), `?sync=1` also takes it out of its other selections; DELETE takes it out
 * of those named (every place it holds). Each selection changed meets its own checks (whose it
 * is, the lock, the object's type linked to its type: 400 on `relation.<i>`) and its audit entry.
 */
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { idParam, listQuery, many } from '@console/contract/envelope';
import { commonErrorResponses } from '@console/contract/errors';
import { memberBody, memberQuery, selectionListQuery, selectionSchema, withoutRepeats } from '@console/contract/selections';
import type { App, Deps } from '../../app-types';
import { networkScope } from '../../auth/scope';
import type { Db } from '../../db/client';
import { rows } from '../../db/sql';
import { badRequest } from '../../lib/errors';
import { checkIncludes } from '../../lib/includes';
import { sendList } from '../../lib/list';
import { liveObjects } from '../map-objects/live';
import { added, changeMembers } from './member-changes';
import { selectionsList } from './presenter';
import type { Caller } from './rules';
import { READ, WRITE } from './selection-routes';
import { freshCourses } from './course/stored';

const tags = ['selections'];
const errors = commonErrorResponses;

const holding = (objectId: number) => sql`exists (select 1 from selection_objects m where m.selection_id = sel.id and m.map_object_id = ${objectId})`;

/** The live selections of the network among `ids`; a 400 on relation naming the others. */
async function checkSelections(tx: Db, ids: readonly number[], s: Caller): Promise<void> {
  const found = await rows<{ id: number }>(tx, sql`select id from selections where network_id = ${s.networkId} and deleted_at is null
    and id in (select (jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))::int)`);
  const known = new Set(found.map((f) => f.id));
  const missing = ids.filter((id) => !known.has(id));
  if (missing.length) throw badRequest({ relation: [`relation.unknown: ${missing.join(', ')}`] });
}

/** Takes object `objectId` out of selection `id` (every place it holds). */
const takeOut = (tx: Db, req: FastifyRequest, s: Caller, id: number, objectId: number) =>
  changeMembers(tx, req, s, id, {}, (stored) => {
    const kept = withoutRepeats(stored.filter((m) => m !== objectId));
    return { ids: kept, from: kept.length };
  });

export function selectionObjectRoutes(app: App, { db }: Pick<Deps, 'db'>) {
  const sendSelections = async (reply: Parameters<typeof sendList>[0], query: Parameters<typeof sendList>[2], objectId: number, s: Caller) => {
    await liveObjects.live(db, objectId, s, ['id']);
    await freshCourses(db, s.networkId);
    return sendList(reply, db, query, selectionsList(s.networkId, [holding(objectId)]));
  };
  const everything = () => ({ ...selectionListQuery.parse({}), perPage: 10000 });

  app.get('/v1/object/:id/selection', {
    config: READ,
    schema: { tags, summary: 'The selections and routes that hold an object', params: idParam, querystring: listQuery, response: { 200: many(selectionSchema), ...errors } },
  }, async (req, reply) => {
    checkIncludes(req.query.include, []);
    return sendSelections(reply, req.query, req.params.id, networkScope(req));
  });

  app.post('/v1/object/:id/selection', {
    config: WRITE,
    schema: {
      tags, summary: 'Put an object in selections ({relation: [selection ids]}; a route: at its end) that do not hold it yet; ?sync=1 also takes it out of its others; answers its selections',
      params: idParam, querystring: memberQuery, body: memberBody, response: { 200: many(selectionSchema), ...errors },
    },
  }, async (req, reply) => {
    const s = networkScope(req);
    const objectId = req.params.id;
    const sent = [...new Set(req.body.relation)];
    await db.transaction(async (tx) => {
      await liveObjects.live(tx, objectId, s, ['id'], 'share');
      await checkSelections(tx, sent, s);
      if (req.query.sync) {
        const others = await rows<{ id: number }>(tx, sql`select sel.id from selections sel where sel.network_id = ${s.networkId}
          and sel.deleted_at is null and ${holding(objectId)} order by sel.id`);
        for (const other of others.filter((o) => !sent.includes(o.id))) await takeOut(tx, req, s, other.id, objectId);
      }
      for (const [i, id] of sent.entries()) {
        await changeMembers(tx, req, s, id, { fieldOf: () => `relation.${i}` }, (stored, ordered) => (stored.includes(objectId)
          ? { ids: stored, from: stored.length }
          : { ids: added(stored, [objectId], ordered), from: stored.length }));
      }
    });
    return sendSelections(reply, everything(), objectId, s);
  });

  app.delete('/v1/object/:id/selection', {
    config: WRITE,
    schema: { tags, summary: 'Take an object out of selections ({relation: [selection ids]}); answers its selections', params: idParam, body: memberBody, response: { 200: many(selectionSchema), ...errors } },
  }, async (req, reply) => {
    const s = networkScope(req);
    const objectId = req.params.id;
    const sent = [...new Set(req.body.relation)];
    await db.transaction(async (tx) => {
      await liveObjects.live(tx, objectId, s, ['id'], 'share');
      await checkSelections(tx, sent, s);
      for (const id of sent) await takeOut(tx, req, s, id, objectId);
    });
    return sendSelections(reply, everything(), objectId, s);
  });
}
