/**
 * The audit log: every change made through the API records one entry in the same
 * transaction as the change, so a failed write records nothing. Who and where come from the
 * request (the signed-in caller, the selected tenant and network); the user's name is copied
 * at the time. `changes` is {field: [before, after]}: a create is [null, v], a delete [v, null].
 * Secrets (passwords, tokens, reset links, integration api_key values) are always "***".
 *
 * One insert per write, the name by a sub-select in it: the cost of an audited write is one
 * more statement in a transaction it already has, or none with writeAudited, which runs the
 * write and the insert as one statement (the generic update does).
 *
 *   await audit(tx, req, { action: 'update', subjectType: 'role', subjectId: id, changes: diff(before, after) });
 */
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { AUDIT_SUBJECTS, type AuditAction, type AuditSubject } from '@console/contract/audit';
import type { Db } from '../db/client';

/** What happened: the API's `action` values (the contract's list, which the filter takes). */
export type { AuditAction };

export type Changes = Record<string, [unknown, unknown]>;

export interface AuditEntry {
  action: AuditAction;
  /** the resource's API name: role, user, type, attribute, ... (contract AUDIT_SUBJECTS) */
  subjectType: AuditSubject;
  subjectId?: number | null;
  changes?: Changes | null;
}

/** Who did it and where, when it is not (or not only) the request's signed-in caller. */
export interface Actor {
  userId: number | null;
  /** default: the user's current name, looked up in the insert */
  userName?: string | null;
  tenantId: number | null;
  networkId: number | null;
}

export const SECRET = '***';

/** Field names whose values are never written: passwords, tokens, secrets, reset links, api keys. */
const SECRET_FIELD = /pass(word)?|token|secret|api_?key|reset_?(link|url)|^hash$|_hash$/i;

/** A value with every secret field (at any depth) replaced by "***". */
export function masked(value: unknown, depth = 0): unknown {
  if (value === null || typeof value !== 'object' || depth > 8) return value;
  if (Array.isArray(value)) return value.map((v) => masked(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = SECRET_FIELD.test(k) && v !== null && v !== undefined ? SECRET : masked(v, depth + 1);
  return out;
}

/** Changes with secrets hidden: a secret field's before and after are "***" (null stays null). */
export function maskedChanges(changes: Changes): Changes {
  const hide = (v: unknown) => (v === null || v === undefined ? null : SECRET);
  const out: Changes = {};
  for (const [k, [b, a]] of Object.entries(changes)) out[k] = SECRET_FIELD.test(k) ? [hide(b), hide(a)] : [masked(b), masked(a)];
  return out;
}

const same = (a: unknown, b: unknown) => a === b || (typeof a === 'object' && typeof b === 'object' && JSON.stringify(a) === JSON.stringify(b));
/** kept by the database or named by subject_id: no change of their own */
const BOOKKEEPING = new Set(['id', 'created_at', 'updated_at', 'tenant_id', 'network_id']);

/**
 * {field: [before, after]} for the fields of `after` whose values differ from `before`
 * (fields `after` leaves undefined were not sent, so did not change). `before` null is a
 * create ([null, v]); `after` null a delete ([v, null] for every field that had a value).
 */
export function diff(before: Record<string, unknown> | null | undefined, after: Record<string, unknown> | null | undefined): Changes {
  const out: Changes = {};
  if (!after) {
    for (const [k, v] of Object.entries(before ?? {})) if (!BOOKKEEPING.has(k) && v !== null && v !== undefined) out[k] = [v, null];
    return out;
  }
  for (const [k, v] of Object.entries(after)) {
    if (BOOKKEEPING.has(k) || v === undefined) continue;
    const b = before ? (before[k] ?? null) : null;
    if (!same(b, v)) out[k] = [b, v];
  }
  return out;
}

/** A create's changes: every given field as [null, value]. */
export const created = (row: Record<string, unknown>): Changes => diff(null, row);
/** A delete's changes: every field that had a value as [value, null]. */
export const deleted = (row: Record<string, unknown>): Changes => diff(row, null);

/** Who a write is recorded as: the request (its caller and scope), or an Actor. */
export type Who = FastifyRequest | Actor;

/** The request's caller and selected tenant and network (none when nobody is signed in). */
export function actorOf(req: FastifyRequest): Actor {
  const auth = req.auth;
  return { userId: auth?.user.id ?? null, tenantId: auth?.tenantId ?? null, networkId: auth?.networkId ?? null };
}

/** The insert of one entry (secrets masked, the name by a sub-select unless given). */
function insertOf(who: Who, entry: AuditEntry): SQL {
  const actor = 'userId' in who ? who : actorOf(who);
  const changes = entry.changes && Object.keys(entry.changes).length ? JSON.stringify(maskedChanges(entry.changes)) : null;
  const name = actor.userName !== undefined ? sql`${actor.userName}` : sql`(select name from users where id = ${actor.userId})`;
  return sql`insert into audit_log (user_id, user_name, tenant_id, network_id, action, subject_type, subject_id, changes)
    values (${actor.userId}, ${name}, ${actor.tenantId}, ${actor.networkId}, ${entry.action}, ${entry.subjectType},
      ${entry.subjectId ?? null}, ${changes}::jsonb)`;
}

/**
 * The audit subject a route's path names (`/v1/<subject>/...`), checked when the route is
 * registered: a kit that derives its subject from its path fails at start, not in the log.
 */
export function subjectOfPath(url: string): AuditSubject {
  const name = url.split('/')[2] ?? url;
  const subject = AUDIT_SUBJECTS.find((s) => s === name);
  if (!subject) throw new Error(`${url}: "${name}" is not an audit subject (contract AUDIT_SUBJECTS)`);
  return subject;
}

/**
 * Records one entry, in `tx` (the write's transaction). `who` is the request (its caller and
 * scope) or an Actor, e.g. for a sign-in, where nobody is signed in yet, or to name the
 * organisation a write belongs to when the request selected none.
 */
export async function audit(tx: Db, who: Who, entry: AuditEntry): Promise<void> {
  await tx.execute(insertOf(who, entry));
}

/**
 * Runs `write` (an update, insert or delete whose answer is not needed) and records its entry
 * in one statement (`with written as (write) insert into audit_log ...`): the audited write
 * costs no extra round trip to the database. Both happen, or neither.
 */
export async function writeAudited(tx: Db, write: SQL, who: Who, entry: AuditEntry): Promise<void> {
  await tx.execute(sql`with written as (${write}) ${insertOf(who, entry)}`);
}
