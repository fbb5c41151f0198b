/**
 * The CSV imports: POST /v1/user/import and POST /v1/attribute/{id}/lookup/import. The file
 * is the body (`Content-Type: text/csv`) or `{csv}` in JSON. `dry_run=true` reads and checks
 * everything in a transaction that is rolled back; without it the rows are written in one
 * transaction, or, when any row is refused, nothing (400 naming the rows).
 */
import { sql } from 'drizzle-orm';
import { LOOKUP_TYPES } from '@console/contract/attributes';
import { idParam, one } from '@console/contract/envelope';
import { commonErrorResponses } from '@console/contract/errors';
import {
  LOOKUP_IMPORT_COLUMNS, LOOKUP_IMPORT_REQUIRED, USER_IMPORT_COLUMNS, USER_IMPORT_REQUIRED,
  importBody, importQuery, importReportSchema,
} from '@console/contract/imports';
import type { App, Deps } from '../../app-types';
import { first } from '../../db/sql';
import { forgetAccess } from '../../auth/access';
import { networkScope } from '../../auth/scope';
import { forgetAllSessions } from '../../auth/sessions';
import { fieldError, notFound } from '../../lib/errors';
import { langOf } from '../../plugins/errors';
import { lookupImport } from './lookup-import';
import { csvRows, inTransaction, refuseIfAny, reportOf } from './report';
import { userImport } from './user-import';

const errors = commonErrorResponses;

export function importRoutes(app: App, { db }: Deps) {
  // A CSV body is read as text and handed to the routes as {csv}, as JSON would bring it.
  app.addContentTypeParser('text/csv', { parseAs: 'string' }, (_req, body, done) => {
    done(null, { csv: typeof body === 'string' ? body : body.toString('utf8') });
  });

  app.post('/v1/user/import', {
    schema: {
      tags: ['users'],
      summary: 'Import users of the selected tenant from CSV (name,email,network,role,needs_license; network and role by name or id; text/csv or {csv}); dry_run=true reports per row create, update or refuse without writing',
      querystring: importQuery, body: importBody, response: { 200: one(importReportSchema), ...errors },
    },
  }, async (req) => {
    const { tenantId, user } = networkScope(req);
    const input = csvRows(req.body.csv, USER_IMPORT_COLUMNS, USER_IMPORT_REQUIRED);
    let changed = { links: 0, updated: [] as number[] };
    const report = await inTransaction(db, req.query.dry_run, async (tx, finish) => {
      const planned = await userImport.plan(tx, user, tenantId, input);
      const answer = reportOf(planned, req.query.dry_run, langOf(req));
      finish(answer);
      refuseIfAny(planned);
      changed = await userImport.apply(tx, req, user, tenantId, planned);
      return answer;
    });
    // After the commit, as every user change announces itself.
    if (changed.updated.length) await forgetAllSessions();
    if (changed.links) await forgetAccess();
    return { data: report };
  });

  app.post('/v1/attribute/:id/lookup/import', {
    schema: {
      tags: ['attributes'],
      summary: 'Import lookup values of an attribute from CSV (name,order; text/csv or {csv}); dry_run=true reports per row create, update or refuse without writing',
      params: idParam, querystring: importQuery, body: importBody, response: { 200: one(importReportSchema), ...errors },
    },
  }, async (req) => {
    const s = networkScope(req);
    const input = csvRows(req.body.csv, LOOKUP_IMPORT_COLUMNS, LOOKUP_IMPORT_REQUIRED);
    const report = await inTransaction(db, req.query.dry_run, async (tx, finish) => {
      // The attribute is held: its values cannot go with it meanwhile.
      const attribute = await first<{ type: string }>(tx, sql`select type from attributes where id = ${req.params.id} and network_id = ${s.networkId} for share`);
      if (!attribute) throw notFound();
      if (!LOOKUP_TYPES.some((t) => t === attribute.type)) throw fieldError('attribute', 'attribute.not_lookup');
      const planned = await lookupImport.plan(tx, req.params.id, input);
      const answer = reportOf(planned, req.query.dry_run, langOf(req));
      finish(answer);
      refuseIfAny(planned);
      await lookupImport.apply(tx, req, s, req.params.id, planned);
      return answer;
    });
    return { data: report };
  });
}
