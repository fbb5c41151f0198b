/**
 * A selection's objects, in the original client's link dialect (`{relation: [id | {id}]}`):
 * GET /v1/selection/{id}/object lists the live members in their order; POST adds (a set: the
 * objects it does not hold yet; a route: at its end, in the order sent); `?sync=1` makes the
 * members exactly the list sent (a route: its new order); DELETE removes every place of the
 * objects sent (a route whose neighbours then meet twice in a row keeps one of them). Each answers
 * the new list. A whole route's order is also saved at once with PUT /v1/selection/{id} `objects`.
 */
import { idParam, listQuery, many } from '@console/contract/envelope';
import { commonErrorResponses } from '@console/contract/errors';
import { memberBody, memberQuery, selectionObjectSchema, withoutRepeats } from '@console/contract/selections';
import type { App, Deps } from '../../app-types';
import { networkScope } from '../../auth/scope';
import { checkIncludes } from '../../lib/includes';
import { sendList } from '../../lib/list';
import { liveSelections } from './live';
import { added, changeMembers } from './member-changes';
import { membersList } from './presenter';
import { READ, WRITE } from './selection-routes';
import type { Caller } from './rules';

const tags = ['selections'];
const errors = commonErrorResponses;

export function selectionMemberRoutes(app: App, { db }: Pick<Deps, 'db'>) {
  const sendMembers = async (reply: Parameters<typeof sendList>[0], query: Parameters<typeof sendList>[2], id: number, s: Caller) => {
    await liveSelections.live(db, id, s, ['id']);
    return sendList(reply, db, query, membersList(id));
  };

  app.get('/v1/selection/:id/object', {
    config: READ,
    schema: { tags, summary: "A selection's objects in their order (a route: its stops; deleted objects are left out)", params: idParam, querystring: listQuery, response: { 200: many(selectionObjectSchema), ...errors } },
  }, async (req, reply) => {
    checkIncludes(req.query.include, []);
    return sendMembers(reply, req.query, req.params.id, networkScope(req));
  });

  app.post('/v1/selection/:id/object', {
    config: WRITE,
    schema: {
      tags, summary: 'Add objects to a selection ({relation: [ids]}; a route: at its end, in the order sent); ?sync=1 makes the members exactly the list sent; answers the members',
      params: idParam, querystring: memberQuery, body: memberBody, response: { 200: many(selectionObjectSchema), ...errors },
    },
  }, async (req, reply) => {
    const s = networkScope(req);
    const sent = req.body.relation;
    await db.transaction((tx) => changeMembers(tx, req, s, req.params.id, { fieldOf: (i) => `relation.${i}` }, (stored, ordered) => (req.query.sync
      ? { ids: ordered ? sent : [...new Set(sent)], from: 0 }
      : { ids: added(stored, sent, ordered), from: stored.length })));
    return sendMembers(reply, { ...listQuery.parse({}), perPage: 10000 }, req.params.id, s);
  });

  app.delete('/v1/selection/:id/object', {
    config: WRITE,
    schema: {
      tags, summary: 'Take objects out of a selection ({relation: [ids]}: every place they hold); answers the members',
      params: idParam, body: memberBody, response: { 200: many(selectionObjectSchema), ...errors },
    },
  }, async (req, reply) => {
    const s = networkScope(req);
    const gone = new Set(req.body.relation);
    await db.transaction((tx) => changeMembers(tx, req, s, req.params.id, {}, (stored) => {
      const kept = withoutRepeats(stored.filter((id) => !gone.has(id)));
      return { ids: kept, from: kept.length };
    }));
    return sendMembers(reply, { ...listQuery.parse({}), perPage: 10000 }, req.params.id, s);
  });
}
