/**
 * Files of a network (the values of file attributes): `POST /v1/file` takes one file as
 * multipart (field `file`, at most 10 MB) and keeps it in the database, so a backup keeps it;
 * `GET /v1/file` lists them; `GET /v1/file/{id}` serves one back as an attachment with its content type, never sniffed.
 * Uploading asks module-map-edit on the network, reading module-map. Multipart bodies are read
 * by @fastify/multipart (app.ts), which stops a file at 10 MB.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { idParam, listQuery, many, one } from '@console/contract/envelope';
import { commonErrorResponses } from '@console/contract/errors';
import { FILE_MAX_BYTES, fileSchema } from '@console/contract/files';
import type { App, Deps } from '../../app-types';
import { asks, networkScope } from '../../auth/scope';
import { first, oneOr404 } from '../../db/sql';
import { audit } from '../../lib/audit';
import { readingUpload } from '../../lib/upload';
import { fieldError } from '../../lib/errors';
import { checkIncludes } from '../../lib/includes';
import { sendList } from '../../lib/list';
import { sendJson } from '../../lib/respond';
import { sendFile, type StoredBytes } from '../../lib/send-file';

const tags = ['files'];
const fileColumns = sql`f.id, f.network_id, f.name, f.content_type, f.size, f.created_by, f.created_at`;

/** Types a browser could run (pages, scripts, SVG): kept as bytes, whatever the upload said. */
const ACTIVE = /html|xml|svg|javascript|ecmascript/i;

/** A content type as sent, when it is one (`type/subtype`) and inert; anything else is served as bytes. */
const contentTypeOf = (sent: string | undefined) =>
  sent && /^[a-z0-9][\w.+-]{0,63}\/[a-z0-9][\w.+-]{0,127}$/i.test(sent) && !ACTIVE.test(sent) ? sent.toLowerCase() : 'application/octet-stream';

export function fileRoutes(app: App, { db }: Deps) {
  app.post('/v1/file', {
    config: asks('editMap'),
    bodyLimit: FILE_MAX_BYTES + 64 * 1024,
    schema: { tags, summary: 'Upload a file to the network (multipart, field file, at most 10 MB)', consumes: ['multipart/form-data'], response: { 201: one(fileSchema), ...commonErrorResponses } },
  }, async (req, reply) => {
    const s = networkScope(req);
    if (!req.isMultipart()) throw fieldError('file', 'file.missing');
    const { part, bytes } = await readingUpload('file', async () => {
      const part = await req.file();
      if (!part || part.fieldname !== 'file') throw fieldError('file', 'file.missing');
      return { part, bytes: await part.toBuffer() };
    });
    const name = (part.filename || 'file').slice(0, 255);
    const id = await db.transaction(async (tx) => {
      const made = await first<{ id: number }>(tx, sql`insert into files (tenant_id, network_id, name, content_type, size, bytes, created_by)
        values (${s.tenantId}, ${s.networkId}, ${name}, ${contentTypeOf(part.mimetype)}, ${bytes.length}, ${bytes}, ${s.user.id}) returning id`);
      if (!made) throw new Error('no file made');
      await audit(tx, req, { action: 'create', subjectType: 'file', subjectId: made.id, changes: { name: [null, name], size: [null, bytes.length] } });
      return made.id;
    });
    return sendJson(reply, await oneOr404(db, fileColumns, sql`files f where f.id = ${id}`), 201);
  });

  app.get('/v1/file', {
    config: asks('readMap'),
    schema: { tags, summary: "The network's files (without their bytes)", querystring: listQuery, response: { 200: many(fileSchema), ...commonErrorResponses } },
  }, async (req, reply) => {
    checkIncludes(req.query.include, []);
    return sendList(reply, db, req.query, {
      select: fileColumns, from: sql`files f where f.network_id = ${networkScope(req).networkId}`,
      orderBy: sql`f.created_at desc, f.id desc`, item: fileSchema, defaultSort: '-created_at',
    });
  });

  app.get('/v1/file/:id', {
    config: asks('readMap'),
    schema: { tags, summary: 'A file of the network: its bytes, as an attachment', params: idParam, response: { 200: z.any(), ...commonErrorResponses } },
  }, async (req, reply) => {
    const s = networkScope(req);
    const file = await first<StoredBytes>(db, sql`select name, content_type, bytes from files
      where id = ${req.params.id} and network_id = ${s.networkId}`);
    return sendFile(reply, file);
  });
}
