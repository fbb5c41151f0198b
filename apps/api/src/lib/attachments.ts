/**
 * Documents under an owner (a map object, an action, an object type, the network itself),
 * written once: `GET` and `POST {base}/{id}/attachment`, `GET` (the bytes) and `DELETE
 * {base}/{id}/attachment/{attachmentId}`. An upload is multipart (field `file`, at most 25 MB),
 * or the original client's two steps (lib/attachment-upload.ts: JSON announcing it, then its bytes);
 * its kind is read from its bytes (lib/document-type.ts: an allow-list; anything else is a 400 on
 * `file`), kept in files (so a backup of the database keeps it), one file per document, which
 * goes with it (migration 0023's trigger). Reading asks the owner's read permission, adding and
 * deleting its write permission and the owner's own check (the lock setting of an object or an
 * action); the owner must be of the caller's network (404). Audited as `attachment`.
 */
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ATTACHMENT_MAX_BYTES, attachmentAnnounceSchema, attachmentSchema, attachmentUploadSchema } from '@console/contract/attachments';
import { idParam, listQuery, many, one } from '@console/contract/envelope';
import { commonErrorResponses } from '@console/contract/errors';
import type { PermissionPreset } from '@console/contract/permissions';
import type { App, Deps } from '../app-types';
import { networkScope, type Scoped } from '../auth/scope';
import { first, oneOr404 } from '../db/sql';
import { attachmentColumns, documentsOf, keepDocument, ownerConfig, type AttachmentOwner, type ReadDocument } from './attachment-store';
import { announceDocument, attachmentUploadRoute } from './attachment-upload';
import { audit } from './audit';
import { documentTypeOf } from './document-type';
import { fieldError, notFound } from './errors';
import { checkIncludes } from './includes';
import { sendList } from './list';
import { sendJson } from './respond';
import { sendFile, type StoredBytes } from './send-file';
import { isFileTooLarge, readingUpload } from './upload';

const attachmentParams = z.object({ id: idParam.shape.id, attachmentId: idParam.shape.id });
const errors = commonErrorResponses;

/** Reads the upload: its name and bytes; a 400 on `file` when it is missing, unreadable, too large or of no allowed kind. */
async function readDocument(req: FastifyRequest): Promise<ReadDocument> {
  if (!req.isMultipart()) throw fieldError('file', 'file.missing');
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

/** The routes of an owner's documents: these four, and the two-step upload's second step. */
export function attachmentRoutes(app: App, deps: Deps, o: AttachmentOwner) {
  const { db } = deps;
  const list = `${o.base}/:id/attachment`;
  const item = `${list}/:attachmentId`;
  const tags = o.tags;
  const config = (preset: PermissionPreset) => ownerConfig(o, preset);
  const from = (id: number, s: Scoped) => documentsOf(o, id, s);

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
      tags, consumes: ['multipart/form-data', 'application/json'], params: idParam,
      // Multipart brings no body here (the route reads its parts); JSON is the two-step upload's announcement.
      body: attachmentAnnounceSchema.partial({ size: true }).nullish(),
      response: { 200: one(attachmentUploadSchema), 201: one(attachmentSchema), ...errors },
      summary: `Add a document to ${o.what} (multipart, field file, at most 25 MB: a PDF, an Office or OpenDocument file, a photo or plain text, by its content; or JSON {name, size} announcing it, answered 200 with the upload_url its bytes go to)`,
    },
  }, async (req, reply) => {
    const s = networkScope(req);
    const id = req.params.id;
    await o.check(db, id, s, false);
    const announced = req.isMultipart() ? undefined : req.body;
    if (announced?.size !== undefined) {
      return reply.code(200).send({ data: await announceDocument(db, s, o, id, { name: announced.name, size: announced.size }) });
    }
    return sendJson(reply, await keepDocument(db, req, s, o, id, await readDocument(req)), 201);
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

  attachmentUploadRoute(app, deps, o);
}
