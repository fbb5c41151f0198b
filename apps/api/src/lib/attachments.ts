/**
 * Documents under an owner (a map object, an action, an object type, the network itself),
 * written once: `GET` and `POST {base}/{id}/attachment`, `GET` (the bytes) and `DELETE
 * {base}/{id}/attachment/{attachmentId}`. An upload is multipart (field `file`, at most 25 MB);
 * its kind is read from its bytes (lib/document-type.ts: an allow-list; anything else is a 400 on
 * `file`), kept in files (so a backup of the database keeps it), one file per document, which
 * goes with it (migration 0023's trigger). Reading asks the owner's read permission, adding and
 * deleting its write permission and the owner's own check (the lock setting of an object or an
 * action); the owner must be of the caller's network (404). Audited as `attachment`.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ATTACHMENT_MAX_BYTES, attachmentSchema } from '@console/contract/attachments';
import { idParam, listQuery, many, one } from '@console/contract/envelope';
import { commonErrorResponses } from '@console/contract/errors';
import type { PermissionPreset } from '@console/contract/permissions';
import type { App, Deps } from '../app-types';
import { asks, networkScope, type AuthContext, type Scoped } from '../auth/scope';
import type { Db } from '../db/client';
import { first, oneOr404 } from '../db/sql';
import { audit } from './audit';
import { documentTypeOf } from './document-type';
import { fieldError, notFound } from './errors';
import { checkIncludes } from './includes';
import { sendList } from './list';
import { sendJson } from './respond';
import { sendFile, type StoredBytes } from './send-file';
import { isFileTooLarge, readingUpload } from './upload';

/** A document as the API shows it (contract attachmentSchema); `a` the attachment, `f` its file. */
const attachmentColumns = sql`a.id, a.network_id, a.map_object_id, a.action_id, a.map_object_type_id, a.file_id, f.name, f.content_type, f.size,
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

const attachmentParams = z.object({ id: idParam.shape.id, attachmentId: idParam.shape.id });
const errors = commonErrorResponses;

/** Whether a JSON body announces a document by its size, as the original client's first step does. */
const announcesSize = (body: unknown) => typeof body === 'object' && body !== null && 'size' in body;

/** Reads the upload: its name and bytes; a 400 on `file` when it is missing, unreadable, too large or of no allowed kind. */
async function readDocument(req: FastifyRequest) {
  // The original client announces a document as JSON with its size and posts the bytes to the
  // upload_url it expects back: that two-step upload is not offered, and the refusal says so.
  if (!req.isMultipart()) throw fieldError('file', announcesSize(req.body) ? 'attachment.two_step' : 'file.missing');
  const upload = await readingUpload('file', async () => {
    let found: { name: string; bytes: Buffer } | null = null;
    for await (const part of req.parts({ limits: { fileSize: ATTACHMENT_MAX_BYTES } })) {
      if (part.type === 'field') continue;
      const bytes = await part.toBuffer().catch((error: unknown) => {
        if (isFileTooLarge(error, part.file.truncated)) throw fieldError('file', 'attachment.too_large');
        throw error;
      });
      if (part.fieldname === 'file') found = { name: (part.filename || 'document').slice(0, 255), bytes };
    }
    return found;
  }, 'attachment.too_large');
  if (!upload) throw fieldError('file', 'file.missing');
  const contentType = documentTypeOf(upload.bytes, upload.name);
  if (!contentType) throw fieldError('file', 'attachment.content');
  return { ...upload, contentType };
}

/** The four routes of an owner's documents. */
export function attachmentRoutes(app: App, { db }: Deps, o: AttachmentOwner) {
  const list = `${o.base}/:id/attachment`;
  const item = `${list}/:attachmentId`;
  const tags = o.tags;
  // The administrators' preset is an admin route's (declaring no scope), as every configuration change.
  const config = (preset: PermissionPreset) => {
    const callers = preset === 'admin' ? {} : asks(preset);
    return o.networkFromPath ? { ...callers, networkFromPath: true } : callers;
  };
  const ownerIs = (id: number): SQL => (o.column === null
    ? sql`a.map_object_id is null and a.action_id is null and a.map_object_type_id is null`
    : sql`a.${sql.identifier(o.column)} = ${id}`);
  const from = (id: number, s: Scoped) => sql`attachments a join files f on f.id = a.file_id where a.network_id = ${s.networkId} and ${ownerIs(id)}`;

  app.get(list, {
    config: config(o.read),
    schema: { tags, summary: `The documents of ${o.what} (without their bytes), oldest first`, params: idParam, querystring: listQuery, response: { 200: many(attachmentSchema), ...errors } },
  }, async (req, reply) => {
    checkIncludes(req.query.include, []);
    const s = networkScope(req);
    await o.check(db, req.params.id, s, false);
    return sendList(reply, db, req.query, { select: attachmentColumns, from: from(req.params.id, s), orderBy: sql`a.id`, item: attachmentSchema, defaultSort: 'id' });
  });

  app.post(list, {
    config: config(o.write),
    bodyLimit: ATTACHMENT_MAX_BYTES + 64 * 1024,
    schema: {
      tags, consumes: ['multipart/form-data'], params: idParam, response: { 201: one(attachmentSchema), ...errors },
      summary: `Add a document to ${o.what} (multipart, field file, at most 25 MB: a PDF, an Office or OpenDocument file, a photo or plain text, by its content)`,
    },
  }, async (req, reply) => {
    const s = networkScope(req);
    const id = req.params.id;
    await o.check(db, id, s, false);
    const upload = await readDocument(req);
    const made = await db.transaction(async (tx) => {
      await o.check(tx, id, s, true);
      const file = await first<{ id: number }>(tx, sql`insert into files (tenant_id, network_id, name, content_type, size, bytes, created_by)
        values (${s.tenantId}, ${s.networkId}, ${upload.name}, ${upload.contentType}, ${upload.bytes.length}, ${upload.bytes}, ${s.user.id}) returning id`);
      if (!file) throw new Error('no file made');
      const owner = o.column === null ? { name: sql``, value: sql`` } : { name: sql`${sql.identifier(o.column)}, `, value: sql`${id}, ` };
      const row = await first<{ id: number }>(tx, sql`insert into attachments (tenant_id, network_id, ${owner.name}file_id, created_by)
        values (${s.tenantId}, ${s.networkId}, ${owner.value}${file.id}, ${s.user.id}) returning id`);
      if (!row) throw new Error('no attachment made');
      await audit(tx, req, { action: 'create', subjectType: 'attachment', subjectId: row.id, changes: {
        ...(o.column ? { [o.column]: [null, id] } : {}), file_id: [null, file.id], name: [null, upload.name], content_type: [null, upload.contentType], size: [null, upload.bytes.length],
      } });
      return row.id;
    });
    return sendJson(reply, await oneOr404(db, attachmentColumns, sql`${from(id, s)} and a.id = ${made}`), 201);
  });

  app.get(item, {
    config: config(o.read),
    schema: { tags, summary: `A document of ${o.what}: its bytes with their content type, as an attachment`, params: attachmentParams, response: { 200: z.any(), ...errors } },
  }, async (req, reply) => {
    const s = networkScope(req);
    await o.check(db, req.params.id, s, false);
    return sendFile(reply, await first<StoredBytes>(db, sql`select f.name, f.content_type, f.bytes from ${from(req.params.id, s)} and a.id = ${req.params.attachmentId}`));
  });

  app.delete(item, {
    config: config(o.write),
    schema: { tags, summary: `Delete a document of ${o.what} (its file goes with it)`, params: attachmentParams, response: { 200: one(attachmentSchema), ...errors } },
  }, async (req, reply) => {
    const s = networkScope(req);
    const { id, attachmentId } = req.params;
    const shown = await db.transaction(async (tx) => {
      await o.check(tx, id, s, true);
      const held = await first<{ file_id: number; name: string }>(tx, sql`select a.file_id, f.name from ${from(id, s)} and a.id = ${attachmentId} for update of a`);
      if (!held) throw notFound();
      const json = await oneOr404(tx, attachmentColumns, sql`${from(id, s)} and a.id = ${attachmentId}`);
      await tx.execute(sql`delete from attachments where id = ${attachmentId}`);
      await audit(tx, req, { action: 'delete', subjectType: 'attachment', subjectId: attachmentId, changes: {
        ...(o.column ? { [o.column]: [id, null] } : {}), file_id: [held.file_id, null], name: [held.name, null],
      } });
      return json;
    });
    return sendJson(reply, shown);
  });
}
