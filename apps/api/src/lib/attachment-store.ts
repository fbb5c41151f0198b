/**
 * What the two ways of adding a document share (lib/attachments.ts: one multipart request;
 * lib/attachment-upload.ts: announced, then its bytes): the owner a document hangs under, and
 * keeping a document once its bytes are read and their kind known.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { PermissionPreset } from '@console/contract/permissions';
import { asks, type AuthContext, type Scoped } from '../auth/scope';
import type { Db } from '../db/client';
import { first, oneOr404 } from '../db/sql';
import { audit } from './audit';

/** A document as the API shows it (contract attachmentSchema); `a` the attachment, `f` its file. */
export const attachmentColumns = sql`a.id, a.network_id, a.map_object_id, a.action_id, a.map_object_type_id, a.file_id, f.name, f.content_type, f.size,
  a.created_by, (select u.name from users u where u.id = a.created_by) as created_by_name, a.created_at`;

export interface AttachmentOwner {
  /** the owner's path, e.g. `/v1/object` (its documents at `/v1/object/:id/attachment`) */
  base: string;
  /** the owner in words, for the OpenAPI summaries */
  what: string;
  tags: string[];
  /** the column naming the owner; null: the network's own documents */
  column: 'map_object_id' | 'action_id' | 'map_object_type_id' | null;
  /** who reads the documents, and who adds and deletes them */
  read: PermissionPreset;
  write: PermissionPreset;
  /** the path's :id is the network (the network's own documents) */
  networkFromPath?: true;
  /** 404 unless owner `id` is of the scope's network (and not deleted); in a write (`tx`) held for share, and checked for a change (the lock setting) */
  check: (db: Db, id: number, s: AuthContext & Scoped, write: boolean) => Promise<void>;
}

/** A document read and recognised, ready to keep. */
export interface ReadDocument { name: string; bytes: Buffer; contentType: string }

/** The route config of a preset: the administrators' preset is an admin route's (declaring no scope), as every configuration change. */
export function ownerConfig(o: AttachmentOwner, preset: PermissionPreset) {
  const callers = preset === 'admin' ? {} : asks(preset);
  return o.networkFromPath ? { ...callers, networkFromPath: true as const } : callers;
}

/** The rows of `table` (aliased `alias`) under owner `id`: its column, or none of them for the network's own. */
export const ownerIs = (o: AttachmentOwner, alias: string, id: number): SQL => (o.column === null
  ? sql`${sql.identifier(alias)}.map_object_id is null and ${sql.identifier(alias)}.action_id is null and ${sql.identifier(alias)}.map_object_type_id is null`
  : sql`${sql.identifier(alias)}.${sql.identifier(o.column)} = ${id}`);

/** The documents of owner `id` in the scope's network, `a` joined with its file `f`. */
export const documentsOf = (o: AttachmentOwner, id: number, s: Scoped) =>
  sql`attachments a join files f on f.id = a.file_id where a.network_id = ${s.networkId} and ${ownerIs(o, 'a', id)}`;

/**
 * Keeps a document under owner `id`, audited, in one transaction that checks the owner again
 * for a change (held, the lock setting); `claim` runs in it first (the two-step upload spends its
 * token there). Answers the document as the API shows it.
 */
export async function keepDocument(db: Db, req: FastifyRequest, s: AuthContext & Scoped, o: AttachmentOwner, id: number, doc: ReadDocument, claim?: (tx: Db) => Promise<void>): Promise<string> {
  const made = await db.transaction(async (tx) => {
    await o.check(tx, id, s, true);
    if (claim) await claim(tx);
    const file = await first<{ id: number }>(tx, sql`insert into files (tenant_id, network_id, name, content_type, size, bytes, created_by)
      values (${s.tenantId}, ${s.networkId}, ${doc.name}, ${doc.contentType}, ${doc.bytes.length}, ${doc.bytes}, ${s.user.id}) returning id`);
    if (!file) throw new Error('no file made');
    const owner = o.column === null ? { name: sql``, value: sql`` } : { name: sql`${sql.identifier(o.column)}, `, value: sql`${id}, ` };
    const row = await first<{ id: number }>(tx, sql`insert into attachments (tenant_id, network_id, ${owner.name}file_id, created_by)
      values (${s.tenantId}, ${s.networkId}, ${owner.value}${file.id}, ${s.user.id}) returning id`);
    if (!row) throw new Error('no attachment made');
    await audit(tx, req, { action: 'create', subjectType: 'attachment', subjectId: row.id, changes: {
      ...(o.column ? { [o.column]: [null, id] } : {}), file_id: [null, file.id], name: [null, doc.name], content_type: [null, doc.contentType], size: [null, doc.bytes.length],
    } });
    return row.id;
  });
  return oneOr404(db, attachmentColumns, sql`${documentsOf(o, id, s)} and a.id = ${made}`);
}
