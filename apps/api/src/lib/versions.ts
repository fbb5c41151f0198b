/**
 * Changes made on what was read (contract/versions.ts): the one check every versioned write
 * makes on the row it holds, and the ETag its reads send. A row's version is its `updated_at`;
 * BUMP moves it on at every change, also when two changes fall in the same millisecond (PGlite's
 * clock has milliseconds), so that a version once read never comes back.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { etagOf, versionMicros, type VersionChange } from '@console/contract/versions';
import type { Db } from '../db/client';
import { rows } from '../db/sql';
import type { Who } from './audit';
import { HttpError } from './errors';
import { sendJson } from './respond';

/** A row's next version: now, or just after its last one when the clock has not moved on. */
export const nextVersion = (column: SQL = sql`updated_at`) => sql`greatest(now(), ${column} + interval '1 microsecond')`;

/** The assignment that moves a row's version on (strictly, whatever the clock says). */
export const BUMP = sql`updated_at = ${nextVersion()}`;

interface Sent { micros: string[]; via: 'if-match' | 'body' }

/** The ETags of an If-Match header (`"1"`, `W/"1"`, lists); null for `*` (any version). */
function ifMatchTags(header: string): string[] | null {
  if (header.trim() === '*') return null;
  return header.split(',').map((t) => t.trim().replace(/^W\//, '').replace(/^"(.*)"$/, '$1'));
}

/** The version a change says it was made on: If-Match before the body's `updated_at`; none: null. */
function sentVersion(who: Who, bodyVersion: string | undefined): Sent | null {
  const header = 'headers' in who ? who.headers['if-match'] : undefined;
  if (typeof header === 'string' && header !== '') {
    const tags = ifMatchTags(header);
    return tags === null ? null : { micros: tags, via: 'if-match' };
  }
  const micros = bodyVersion === undefined ? null : versionMicros(bodyVersion);
  return micros === null ? null : { micros: [micros], via: 'body' };
}

export interface Versioned {
  /** the audit log's subject of the row */
  subjectType: string;
  id: number;
  /** the row's `updated_at` as held (for update) */
  updatedAt: string;
}

/** Fields changed since `micros`, who changed them and when, as the audit log has them. */
async function changesSince(tx: Db, row: Versioned, micros: string[]): Promise<VersionChange[]> {
  const oldest = micros.filter((m) => /^\d{1,17}$/.test(m)).sort((a, b) => a.length - b.length || (a < b ? -1 : 1))[0];
  if (oldest === undefined) return [];
  const entries = await rows<{ changes: Record<string, unknown> | null; user_name: string | null; at: string }>(tx, sql`
    select changes, user_name, created_at::text as at from audit_log
    where subject_type = ${row.subjectType} and subject_id = ${row.id} and created_at > 'epoch'::timestamptz + ${oldest}::bigint * interval '1 microsecond'
    order by created_at, id`);
  return entries.flatMap((e) => Object.keys(e.changes ?? {}).map((field) => ({ field, user_name: e.user_name, at: e.at })));
}

/**
 * Refuses a change made on another version of the held row than the one it is: 412 when it
 * said so with If-Match, 409 with a stale `updated_at` in the body; either answer names what
 * changed meanwhile and holds the row as `present` shows it now. A change that names no version
 * passes (the original client's). Call it with the row held `for update`, before any write.
 */
export async function checkVersion(tx: Db, who: Who, bodyVersion: string | undefined, row: Versioned, present: (tx: Db) => Promise<string>): Promise<void> {
  const sent = sentVersion(who, bodyVersion);
  if (!sent) return;
  const now = versionMicros(row.updatedAt);
  if (now !== null && sent.micros.includes(now)) return;
  const shown = JSON.parse(await present(tx)) as { data: Record<string, unknown> };
  throw new HttpError(sent.via === 'if-match' ? 412 : 409, {
    kind: 'conflict', code: 'version.conflict', changes: await changesSince(tx, row, sent.micros), current: shown.data,
  });
}

/** Sends one row (`{data}` JSON text) with its version as the ETag, for a later If-Match. */
export function sendVersioned(reply: FastifyReply, json: string, status = 200) {
  const data = (JSON.parse(json) as { data?: { updated_at?: unknown } }).data;
  const tag = typeof data?.updated_at === 'string' ? etagOf(data.updated_at) : null;
  if (tag) reply.header('etag', tag);
  return sendJson(reply, json, status);
}
