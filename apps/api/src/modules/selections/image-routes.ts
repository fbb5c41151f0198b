/**
 * Photos of a selection (/v1/selection/{id}/image), as an action's: uploaded as multipart (the
 * file `image`: JPEG, PNG or WebP by its content, at most 10 MB; optionally `action_image_type_id`,
 * one of the network's image types, and `caption`), kept in the network's file store and linked in
 * selection_images; listed and served back as bytes (an attachment, never sniffed) to whoever
 * may read selections; added, given another image type or deleted by whoever may change the
 * selection (rules.ts: whose it is and the lock setting), its caption and image type changed as an object's photo's are. The file goes with the last photo that
 * names it (migration 0019's trigger). Every write is audited as `selection_image`.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { captionedImageUpdateBody } from '@console/contract/action-images';
import { idParam, listQuery, many, one } from '@console/contract/envelope';
import { commonErrorResponses } from '@console/contract/errors';
import { FILE_MAX_BYTES } from '@console/contract/files';
import { selectionImageSchema } from '@console/contract/selections';
import type { App, Deps } from '../../app-types';
import { networkScope } from '../../auth/scope';
import type { Db } from '../../db/client';
import { first } from '../../db/sql';
import { notFound } from '../../lib/errors';
import { checkIncludes } from '../../lib/includes';
import { sendJson } from '../../lib/respond';
import { childRows } from '../../lib/soft-delete/child-rows';
import { checkNetworkImageType, readImageUpload, storeImage, uploadChanges } from '../../lib/image-upload';
import { sendFile, type StoredBytes } from '../../lib/send-file';
import { captionOf, imageTypeName } from '../map-objects/image-routes';
import { liveSelections, SELECTION_OF_CHILD, type SelectionRow } from './live';
import { checkMayChange, selectionTypeRules, type Caller } from './rules';
import { READ, WRITE } from './selection-routes';

const tags = ['selections'];
const errors = commonErrorResponses;
const imageParams = z.object({ id: idParam.shape.id, imageId: idParam.shape.id });

const imageColumns = sql`i.id, i.selection_id, i.action_image_type_id, ${imageTypeName('i')}, i.file_id, f.name, f.content_type, f.size, i.created_by, i.created_at, i.caption`;

export const selectionImages = childRows<SelectionRow, (typeof SELECTION_OF_CHILD)[number], { id: number; action_image_type_id: number | null; file_id: number; caption: string | null; created_by: number | null }>({
  parent: liveSelections, parentColumns: SELECTION_OF_CHILD, table: 'selection_images', alias: 'i', parentColumn: 'selection_id',
  subject: 'selection_image', shown: imageColumns, joins: sql`join files f on f.id = i.file_id`, item: selectionImageSchema,
  columns: ['action_image_type_id', 'file_id', 'caption', 'created_by'], unaudited: ['created_by'],
});

/** 403 unless the caller may change the selection (whose it is, the lock setting). */
async function mayChange(tx: Db, parent: Pick<SelectionRow, 'selection_type_id' | 'created_by' | 'team_id'>, s: Caller) {
  const type = await selectionTypeRules(tx, parent.selection_type_id, s);
  if (!type) throw notFound();
  await checkMayChange(tx, parent, type, s);
}

export function selectionImageRoutes(app: App, { db }: Pick<Deps, 'db'>) {
  app.post('/v1/selection/:id/image', {
    config: WRITE,
    bodyLimit: FILE_MAX_BYTES + 64 * 1024,
    schema: {
      tags, summary: "Add a photo to a selection (multipart: the file image, JPEG, PNG or WebP by its content, at most 10 MB; optionally action_image_type_id, one of the network's image types, and caption)",
      params: idParam, consumes: ['multipart/form-data'], response: { 201: one(selectionImageSchema), ...errors },
    },
  }, async (req, reply) => {
    const s = networkScope(req);
    // Another network's selection is a 404 before its body is read.
    await selectionImages.liveParent(db, req.params.id, s);
    const upload = await readImageUpload(req, { typeRequired: false });
    const caption = captionOf(upload);
    const id = await db.transaction((tx) => selectionImages.create(tx, req, req.params.id, s, async (parent) => {
      await mayChange(tx, parent, s);
      await checkNetworkImageType(tx, upload.actionImageTypeId, s);
      return { action_image_type_id: upload.actionImageTypeId, caption, file_id: await storeImage(tx, upload, s), created_by: s.user.id };
    }, uploadChanges(upload)));
    return sendJson(reply, await selectionImages.show(db, req.params.id, id, s), 201);
  });

  app.get('/v1/selection/:id/image', {
    config: READ,
    schema: { tags, summary: "A selection's photos (without their bytes), oldest first", params: idParam, querystring: listQuery, response: { 200: many(selectionImageSchema), ...errors } },
  }, async (req, reply) => {
    checkIncludes(req.query.include, []);
    return selectionImages.list(reply, db, req.query, req.params.id, networkScope(req));
  });

  app.get('/v1/selection/:id/image/:imageId', {
    config: READ,
    schema: { tags, summary: 'A photo of a selection: its bytes with their content type, as an attachment', params: imageParams, response: { 200: z.any(), ...errors } },
  }, async (req, reply) => {
    const s = networkScope(req);
    await selectionImages.liveParent(db, req.params.id, s);
    const file = await first<StoredBytes>(db, sql`select f.name, f.content_type, f.bytes from ${selectionImages.from(req.params.id, s)} and i.id = ${req.params.imageId}`);
    return sendFile(reply, file);
  });

  app.route({
    method: ['PUT', 'PATCH'],
    url: '/v1/selection/:id/image/:imageId',
    config: WRITE,
    schema: { tags, summary: "Change a photo's caption and image type ({caption, action_image_type_id}, one of the network's; what is not sent stays): whoever may change the selection", params: imageParams, body: captionedImageUpdateBody, response: { 200: one(selectionImageSchema), ...errors } },
    handler: async (req, reply) => {
      const s = networkScope(req);
      const { id, imageId } = req.params;
      const { caption, action_image_type_id: typeId } = req.body;
      await db.transaction((tx) => selectionImages.update(tx, req, id, imageId, s, { caption, action_image_type_id: typeId }, async ({ parent }) => {
        await mayChange(tx, parent, s);
        await checkNetworkImageType(tx, typeId, s);
      }));
      return sendJson(reply, await selectionImages.show(db, id, imageId, s));
    },
  });

  app.delete('/v1/selection/:id/image/:imageId', {
    config: WRITE,
    schema: { tags, summary: 'Delete a photo of a selection: whoever may change the selection', params: imageParams, response: { 200: one(selectionImageSchema), ...errors } },
  }, async (req, reply) => {
    const s = networkScope(req);
    const { id, imageId } = req.params;
    return sendJson(reply, await db.transaction((tx) => selectionImages.remove(tx, req, id, imageId, s, ({ parent }) => mayChange(tx, parent, s))));
  });
}
