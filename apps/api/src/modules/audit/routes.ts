/**
 * GET /v1/audit: the audit log, newest first, paginated like every list. A
 * module-admin of the selected network sees the entries of its organisation; a super admin
 * sees those of the organisation named in x-tenant, or, without it, all. Entries are written
 * by the writes themselves (lib/audit.ts); no route changes or deletes them. A page names the
 * ids in its changes (names.ts), so the console can show them in words.
 */
import { sql, type SQL } from 'drizzle-orm';
import { many } from '@console/contract/envelope';
import { auditEntrySchema, auditQuery, type AuditQuery } from '@console/contract/audit';
import { commonErrorResponses } from '@console/contract/errors';
import type { App, Deps } from '../../app-types';
import { callerOf } from '../../auth/scope';
import { checkIncludes } from '../../lib/includes';
import { sendList } from '../../lib/list';
import { nameEntries } from './names';

const columns = sql`a.id, a.created_at, a.user_id, a.user_name, a.tenant_id, a.network_id, a.action, a.subject_type, a.subject_id, a.changes`;
const isDay = (v: string) => v.length === 10;

/** The WHERE of the query's filters and the caller's organisation (null: every organisation). */
function where(q: AuditQuery, tenantId: number | null): SQL {
  const parts: SQL[] = [sql`true`];
  if (tenantId !== null) parts.push(sql`a.tenant_id = ${tenantId}`);
  if (q.user_id !== undefined) parts.push(sql`a.user_id = ${q.user_id}`);
  if (q.subject_type !== undefined) parts.push(sql`a.subject_type = ${q.subject_type}`);
  if (q.subject_id !== undefined) parts.push(sql`a.subject_id = ${q.subject_id}`);
  if (q.action !== undefined) parts.push(sql`a.action = ${q.action}`);
  // A day is the whole day in UTC: from its start, to the start of the next.
  if (q.from !== undefined) parts.push(sql`a.created_at >= ${q.from}::timestamptz`);
  if (q.to !== undefined) parts.push(isDay(q.to) ? sql`a.created_at < ${q.to}::date + 1` : sql`a.created_at <= ${q.to}::timestamptz`);
  return sql.join(parts, sql` and `);
}

export function auditRoutes(app: App, { db }: Deps) {
  app.get('/v1/audit', {
    config: { superAdminWithoutNetwork: true },
    schema: {
      tags: ['audit'],
      summary: 'The audit log of the selected organisation (a super admin without x-tenant: all), newest first; filters user_id, subject_type, subject_id, action, from, to (ISO dates)',
      querystring: auditQuery,
      response: { 200: many(auditEntrySchema), ...commonErrorResponses },
    },
  }, async (req, reply) => {
    checkIncludes(req.query.include, []);
    const { tenantId } = callerOf(req);
    return sendList(reply, db, req.query, {
      select: columns,
      from: sql`audit_log a where ${where(req.query, tenantId)}`,
      orderBy: sql`a.created_at desc, a.id desc`,
      item: auditEntrySchema,
      defaultSort: '-id',
      extend: (entries) => nameEntries(db, entries, tenantId),
    });
  });
}
