/**
 * The original client's two-step upload of a document. Its first step is `POST
 * {base}/{id}/attachment` with JSON (`size`, a `name`): the document is announced, checked as an
 * upload would be (the owner, its lock, who may), and answered 200 with an `upload_url`. Its second
 * step posts the bytes raw to that address (whatever Content-Type it names: the client says
 * JSON): `POST {base}/{id}/attachment/upload/{token}`, answered 201 with the document as the
 * multipart upload answers it.
 *
 * The address holds a random token of 32 bytes (only its hash is kept, table attachment_uploads)
 * and takes bytes once: from the user who announced them, in the same network and for the same
 * owner, within ATTACHMENT_UPLOAD_MINUTES, of exactly the size announced, of an allowed kind by
 * their content, at most 25 MB, with the owner's write permission and lock checked again. Any
 * other use of it is a 404, as an address that never was; a refused upload leaves it usable
 * until it expires.
 */
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { z } from 'zod';
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_UPLOAD_MINUTES, attachmentAnnounceSchema, attachmentSchema, type attachmentUploadSchema } from '@console/contract/attachments';
import { idParam, one } from '@console/contract/envelope';
import { commonErrorResponses } from '@console/contract/errors';
import type { App, Deps } from '../app-types';
import { networkScope, type AuthContext, type Scoped } from '../auth/scope';
import type { Db } from '../db/client';
import { first } from '../db/sql';
import { keepDocument, ownerConfig, ownerIs, type AttachmentOwner } from './attachment-store';
import { randomToken, sha256 } from './crypto';
import { documentTypeOf } from './document-type';
import { fieldError, notFound } from './errors';
import { sendJson } from './respond';

/** The first step: records the announcement and answers where its bytes go. The body was validated (the route's schema). */
export async function announceDocument(db: Db, s: AuthContext & Scoped, o: AttachmentOwner, id: number, body: z.infer<typeof attachmentAnnounceSchema>): Promise<z.infer<typeof attachmentUploadSchema>> {
  // The lock and the owner are checked now, so that a client learns before it sends the bytes.
  await db.transaction((tx) => o.check(tx, id, s, true));
  const token = randomToken();
  const name = body.name ?? 'document';
  const expiresAt = new Date(Date.now() + ATTACHMENT_UPLOAD_MINUTES * 60_000).toISOString();
  // The announcements nobody finished go as new ones come.
  await db.execute(sql`delete from attachment_uploads where expires_at <= now()`);
  const owner = o.column === null ? { name: sql``, value: sql`` } : { name: sql`${sql.identifier(o.column)}, `, value: sql`${id}, ` };
  await db.execute(sql`insert into attachment_uploads (tenant_id, network_id, ${owner.name}user_id, token_hash, name, size, expires_at)
    values (${s.tenantId}, ${s.networkId}, ${owner.value}${s.user.id}, ${sha256(token)}, ${name}, ${body.size}, ${expiresAt})`);
  // Relative to /v1/: the client puts its version and base address before the path it is given.
  return { upload_url: `${o.base.replace(/^\/v1\//, '')}/${id}/attachment/upload/${token}`, expires_at: expiresAt, name, size: body.size };
}

/** Reads a raw body up to the document limit: a byte more is a 400 on `file`, as the multipart upload's. */
async function rawDocument(_req: FastifyRequest, payload: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of payload) {
    const part = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += part.length;
    if (size > ATTACHMENT_MAX_BYTES) throw fieldError('file', 'attachment.too_large');
    chunks.push(part);
  }
  return Buffer.concat(chunks);
}

const uploadParams = z.object({ id: idParam.shape.id, token: z.string().min(1).max(100) });

/** The second step's route: the bytes to an announced document's address. */
export function attachmentUploadRoute(app: App, { db }: Deps, o: AttachmentOwner) {
  // In a context of its own: here every body is the document's bytes, whatever type it names.
  app.register(async (raw: App) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', rawDocument);
    raw.post(`${o.base}/:id/attachment/upload/:token`, {
      config: ownerConfig(o, o.write),
      bodyLimit: ATTACHMENT_MAX_BYTES + 64 * 1024,
      schema: {
        tags: o.tags, params: uploadParams, response: { 201: one(attachmentSchema), ...commonErrorResponses },
        summary: `The bytes of a document announced for ${o.what} (the upload_url of the announcement: raw, once, by whoever announced it, within ${ATTACHMENT_UPLOAD_MINUTES} minutes, of the size announced)`,
      },
    }, async (req, reply) => {
      const s = networkScope(req);
      const { id, token } = req.params;
      await o.check(db, id, s, false);
      const hash = sha256(token);
      const waiting = await first<{ id: number; name: string; size: number }>(db, sql`select u.id, u.name, u.size from attachment_uploads u
        where u.token_hash = ${hash} and u.network_id = ${s.networkId} and ${ownerIs(o, 'u', id)} and u.user_id = ${s.user.id} and u.expires_at > now()`);
      if (!waiting) throw notFound();
      const bytes = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      if (bytes.length === 0) throw fieldError('file', 'file.missing');
      if (bytes.length !== waiting.size) throw fieldError('file', `attachment.size_mismatch: ${waiting.size}`);
      const contentType = documentTypeOf(bytes, waiting.name);
      if (!contentType) throw fieldError('file', 'attachment.content');
      const json = await keepDocument(db, req, s, o, id, { name: waiting.name, bytes, contentType }, async (tx) => {
        // Spent in the document's transaction: of two uploads at once, one keeps its document.
        const spent = await first(tx, sql`delete from attachment_uploads where id = ${waiting.id} and expires_at > now() returning id`);
        if (!spent) throw notFound();
      });
      return sendJson(reply, json, 201);
    });
  });
}
