/**
 * Selections seen from their type and their network (the original client's paths), and the
 * required check: GET /v1/selection_type/{id}/missing lists the live objects of the types linked
 * to the selection type with `required` that no live selection of that type holds (a check the
 * console shows, not a refusal anywhere), a page with its total.
 */
import { sql } from 'drizzle-orm';
import { idParam, listQuery, many } from '@console/contract/envelope';
import { commonErrorResponses } from '@console/contract/errors';
import { missingObjectSchema, selectionListQuery, selectionSchema } from '@console/contract/selections';
import type { App, Deps } from '../../app-types';
import { networkScope, type Scoped } from '../../auth/scope';
import type { Db } from '../../db/client';
import { first } from '../../db/sql';
import { notFound } from '../../lib/errors';
import { checkIncludes } from '../../lib/includes';
import { sendList } from '../../lib/list';
import { selectionsList } from './presenter';
import { READ, sendSelections } from './selection-routes';
import { freshCourses } from './course/stored';

const tags = ['selections'];
const errors = commonErrorResponses;

async function checkType(db: Db, id: number, s: Scoped) {
  if (!(await first(db, sql`select 1 from selection_types where id = ${id} and network_id = ${s.networkId}`))) throw notFound();
}

export function selectionListRoutes(app: App, { db }: Pick<Deps, 'db'>) {
  app.get('/v1/selection_type/:id/selection', {
    config: READ,
    schema: { tags, summary: 'The selections of a selection type', params: idParam, querystring: listQuery, response: { 200: many(selectionSchema), ...errors } },
  }, async (req, reply) => {
    const s = networkScope(req);
    checkIncludes(req.query.include, []);
    await checkType(db, req.params.id, s);
    await freshCourses(db, s.networkId);
    return sendList(reply, db, req.query, selectionsList(s.networkId, [sql`sel.selection_type_id = ${req.params.id}`]));
  });

  app.get('/v1/network/:id/map_object_selection', {
    config: { ...READ, networkFromPath: true },
    schema: { tags, summary: "The network's selections and routes (the network of the path)", params: idParam, querystring: selectionListQuery, response: { 200: many(selectionSchema), ...errors } },
  }, async (req, reply) => sendSelections(db, reply, networkScope(req).networkId, req.query));

  app.get('/v1/selection_type/:id/missing', {
    config: READ,
    schema: {
      tags, summary: 'The live objects of the types linked with required that no live selection of this type holds, by code',
      params: idParam, querystring: listQuery, response: { 200: many(missingObjectSchema), ...errors },
    },
  }, async (req, reply) => {
    const s = networkScope(req);
    checkIncludes(req.query.include, []);
    const typeId = req.params.id;
    await checkType(db, typeId, s);
    return sendList(reply, db, req.query, {
      select: sql`o.id, o.code, o.label, o.map_object_type_id, t.name as map_object_type_name`,
      from: sql`map_objects o join map_object_types t on t.id = o.map_object_type_id
        join map_object_type_selections ts on ts.map_object_type_id = o.map_object_type_id and ts.selection_type_id = ${typeId} and ts.required
        where o.network_id = ${s.networkId} and o.deleted_at is null
          and not exists (select 1 from selection_objects m join selections sel on sel.id = m.selection_id
            where m.map_object_id = o.id and sel.selection_type_id = ${typeId} and sel.deleted_at is null)`,
      orderBy: sql`(nullif(o.code, '') collate list_nl), o.id`, item: missingObjectSchema, defaultSort: 'code',
    });
  });
}
