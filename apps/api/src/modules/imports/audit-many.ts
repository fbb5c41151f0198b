/**
 * The audit entries of an import in one statement: 10,000 rows must not be 10,000 more
 * statements in the import's transaction. The same entries as lib/audit.ts's audit() writes
 * one by one (its actor and its masking), for many subjects at once.
 */
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { actorOf, maskedChanges, type AuditEntry } from '../../lib/audit';

export async function auditMany(tx: Db, req: FastifyRequest, entries: AuditEntry[]): Promise<void> {
  if (!entries.length) return;
  const actor = actorOf(req);
  const rows = entries.map((e) => ({
    action: e.action, subject_type: e.subjectType, subject_id: e.subjectId ?? null,
    changes: e.changes && Object.keys(e.changes).length ? maskedChanges(e.changes) : null,
  }));
  await tx.execute(sql`insert into audit_log (user_id, user_name, tenant_id, network_id, action, subject_type, subject_id, changes)
    select ${actor.userId}::int, (select name from users where id = ${actor.userId}), ${actor.tenantId}::int, ${actor.networkId}::int,
      x.action, x.subject_type, x.subject_id, x.changes
    from json_to_recordset(${JSON.stringify(rows)}::json) as x(action text, subject_type text, subject_id int, changes jsonb)`);
}
