/**
 * Photos of a map object (/v1/object/{id}/image): uploaded to it as an action's photos are
 * (lib/image-upload.ts: multipart, the file `image`, JPEG, PNG or WebP by its content, at most
 * 10 MB; optionally `action_image_type_id`, one of the network's image types, and `caption`) or
 * copied from its actions' photos (actions/image-promote-routes.ts), each pointing at a file of
 * the network's file store. Listed and served back as bytes (an attachment, never sniffed) to
 * whoever may read the map; added, given another caption or image type and deleted by whoever
 * may change the object (module-map-edit, the network's lock setting and, for the field app,
 * "Bewerkbaar in app": app-rules.ts), the file going with the last photo that names it
 * (migration 0012's trigger). The object must be of the caller's network and not deleted (404);
 * every write is audited as `object_image`.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { captionedImageUpdateBody, imageCaption, mapObjectImageSchema } from '@console/contract/action-images';
import { idParam, listQuery, many, one } from '@console/contract/envelope';
import { commonErrorResponses } from '@console/contract/errors';
import { FILE_MAX_BYTES } from '@console/contract/files';
import type { App, Deps } from '../../app-types';
import { asks, networkScope } from '../../auth/scope';
import { first } from '../../db/sql';
import { checkNetworkImageType, readImageUpload, storeImage, uploadChanges, type ImageUpload } from '../../lib/image-upload';
import { checkIncludes } from '../../lib/includes';
import { sendJson } from '../../lib/respond';
import { childRows } from '../../lib/soft-delete/child-rows';
import { sendFile, type StoredBytes } from '../../lib/send-file';
import { ValidationFailure } from '../../plugins/errors';
import { checkObjectWrite } from './app-rules';
import { liveObjects, type ObjectRow } from './live';

const tags = ['map objects'];
const errors = commonErrorResponses;
const imageParams = z.object({ id: idParam.shape.id, imageId: idParam.shape.id });

/** The name of the image type of the photo `alias` (i: an action's, m: an object's). */
export const imageTypeName = (alias: 'i' | 'm') => sql`(select t.name from action_image_types t where t.id = ${sql.raw(alias)}.action_image_type_id) as action_image_type_name`;

/** A photo of an object as the API shows it (contract `mapObjectImageSchema`); `m` the photo, `f` its file. */
export const objectImageColumns = sql`m.id, m.map_object_id, m.action_image_type_id, ${imageTypeName('m')}, m.file_id, f.name, f.content_type, f.size, m.created_by, m.created_at, m.caption`;

/** The photos under an object (lib/soft-delete's child rows). */
export const objectImages = childRows<ObjectRow, 'id' | 'created_by' | 'team_id' | 'map_object_type_id', { id: number; action_image_type_id: number | null; file_id: number; caption: string | null; created_by: number | null }>({
  parent: liveObjects, parentColumns: ['id', 'created_by', 'team_id', 'map_object_type_id'], table: 'map_object_images', alias: 'm', parentColumn: 'map_object_id',
  subject: 'object_image', shown: objectImageColumns, joins: sql`join files f on f.id = m.file_id`, item: mapObjectImageSchema,
  columns: ['action_image_type_id', 'file_id', 'caption', 'created_by'], unaudited: ['created_by'],
});

/** The caption of a photo's upload form (an object's, a selection's), checked as the PATCH checks it (400 on caption). */
export function captionOf(upload: ImageUpload): string | null {
  const parsed = imageCaption.safeParse(upload.fields.caption ?? null);
  if (!parsed.success) throw new ValidationFailure(parsed.error.issues.map((i) => ({ ...i, path: ['caption'] })), 'body');
  return parsed.data;
}

export function mapObjectImageRoutes(app: App, { db }: Pick<Deps, 'db'>) {
  app.post('/v1/object/:id/image', {
    config: asks('editMap'),
    bodyLimit: FILE_MAX_BYTES + 64 * 1024,
    schema: {
      tags, summary: "Add a photo to an object (multipart: the file image, JPEG, PNG or WebP by its content, at most 10 MB; optionally action_image_type_id, one of the network's image types, and caption): whoever may change the object",
      params: idParam, consumes: ['multipart/form-data'], response: { 201: one(mapObjectImageSchema), ...errors },
    },
  }, async (req, reply) => {
    const s = networkScope(req);
    // Another network's object is a 404 before its body is read.
    await objectImages.liveParent(db, req.params.id, s);
    const upload = await readImageUpload(req, { typeRequired: false });
    const caption = captionOf(upload);
    const id = await db.transaction((tx) => objectImages.create(tx, req, req.params.id, s, async (object) => {
      await checkObjectWrite(tx, s, object);
      await checkNetworkImageType(tx, upload.actionImageTypeId, s);
      return { action_image_type_id: upload.actionImageTypeId, caption, file_id: await storeImage(tx, upload, s), created_by: s.user.id };
    }, uploadChanges(upload)));
    return sendJson(reply, await objectImages.show(db, req.params.id, id, s), 201);
  });

  app.get('/v1/object/:id/image', {
    config: asks('readMap'),
    schema: { tags, summary: "An object's photos (without their bytes), oldest first", params: idParam, querystring: listQuery, response: { 200: many(mapObjectImageSchema), ...errors } },
  }, async (req, reply) => {
    checkIncludes(req.query.include, []);
    return objectImages.list(reply, db, req.query, req.params.id, networkScope(req));
  });

  app.get('/v1/object/:id/image/:imageId', {
    config: asks('readMap'),
    schema: { tags, summary: 'A photo of an object: its bytes with their content type, as an attachment', params: imageParams, response: { 200: z.any(), ...errors } },
  }, async (req, reply) => {
    const s = networkScope(req);
    await objectImages.liveParent(db, req.params.id, s);
    const file = await first<StoredBytes>(db, sql`select f.name, f.content_type, f.bytes from ${objectImages.from(req.params.id, s)} and m.id = ${req.params.imageId}`);
    return sendFile(reply, file);
  });

  app.route({
    method: ['PUT', 'PATCH'],
    url: '/v1/object/:id/image/:imageId',
    config: asks('editMap'),
    schema: { tags, summary: "Change a photo's caption and image type ({caption, action_image_type_id}, one of the network's; what is not sent stays): whoever may change the object", params: imageParams, body: captionedImageUpdateBody, response: { 200: one(mapObjectImageSchema), ...errors } },
    handler: async (req, reply) => {
      const s = networkScope(req);
      const { id, imageId } = req.params;
      const { caption, action_image_type_id: typeId } = req.body;
      await db.transaction((tx) => objectImages.update(tx, req, id, imageId, s, { caption, action_image_type_id: typeId }, async ({ parent }) => {
        await checkObjectWrite(tx, s, parent);
        await checkNetworkImageType(tx, typeId, s);
      }));
      return sendJson(reply, await objectImages.show(db, id, imageId, s));
    },
  });

  app.delete('/v1/object/:id/image/:imageId', {
    config: asks('editMap'),
    schema: { tags, summary: 'Delete a photo of an object: whoever may change the object', params: imageParams, response: { 200: one(mapObjectImageSchema), ...errors } },
  }, async (req, reply) => {
    const s = networkScope(req);
    const { id, imageId } = req.params;
    const shown = await db.transaction((tx) => objectImages.remove(tx, req, id, imageId, s, ({ parent }) => checkObjectWrite(tx, s, parent)));
    return sendJson(reply, shown);
  });
}
