/**
 * Photos of an action (/v1/action/{id}/image): uploaded as multipart (lib/image-upload.ts: JPEG, PNG
 * or WebP by their content, at most 10 MB) with one of the action type's image types, kept in
 * the network's file store (files) and linked in action_images; listed, served back as bytes
 * (an attachment, never sniffed), given another of the type's image types or deleted by whoever
 * added them or an administrator of the network (the file goes with the last photo that names
 * it: the database's trigger, migration 0012), and
 * copied to a map object (image-promote.ts). The action must be of the caller's network and not
 * deleted (404). Asks module-actions; every write is audited as `action_image`. */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { actionImageSchema } from '@console/contract/actions';
import { actionImageUpdateBody } from '@console/contract/action-images';
import { idParam, listQuery, many, one } from '@console/contract/envelope';
import { commonErrorResponses } from '@console/contract/errors';
import { FILE_MAX_BYTES } from '@console/contract/files';
import type { App, Deps } from '../../app-types';
import { asks, networkScope, type AuthContext } from '../../auth/scope';
import type { Db } from '../../db/client';
import { first } from '../../db/sql';
import { fieldError, forbidden } from '../../lib/errors';
import { checkIncludes } from '../../lib/includes';
import { sendJson } from '../../lib/respond';
import { sendFile, type StoredBytes } from '../../lib/send-file';
import { actionImagePromoteRoutes } from './image-promote-routes';
import { actionImages } from './image-rows';
import { readImageUpload, storeImage, uploadChanges } from '../../lib/image-upload';

const tags = ['actions'];
const errors = commonErrorResponses;

const imageParams = z.object({ id: idParam.shape.id, imageId: idParam.shape.id });

/** 403 unless the caller added the photo or administers the network. */
const uploaderOnly = (caller: AuthContext) => ({ child }: { child: { created_by?: number | null } }) => {
  if (child.created_by !== caller.user.id && !caller.networkAdmin) throw forbidden('action_image.not_uploader');
};

/** 400 on action_image_type_id unless the action type takes that image type. */
async function checkImageType(tx: Db, actionTypeId: number, imageTypeId: number) {
  const linked = await first(tx, sql`select 1 from action_type_image_types
    where action_type_id = ${actionTypeId} and action_image_type_id = ${imageTypeId} for share`);
  if (!linked) throw fieldError('action_image_type_id', 'action_image.type_not_linked');
}

export function actionImageRoutes(app: App, { db }: Deps) {
  app.post('/v1/action/:id/image', {
    config: asks('actions'),
    bodyLimit: FILE_MAX_BYTES + 64 * 1024,
    schema: {
      tags, summary: "Add a photo to an action (multipart: the file image, JPEG, PNG or WebP by its content, at most 10 MB, and action_image_type_id, one of the action type's image types)",
      params: idParam, consumes: ['multipart/form-data'], response: { 201: one(actionImageSchema), ...errors },
    },
  }, async (req, reply) => {
    const s = networkScope(req);
    // Another network's action is a 404 before its body is read.
    await actionImages.liveParent(db, req.params.id, s);
    const upload = await readImageUpload(req);
    const id = await db.transaction((tx) => actionImages.create(tx, req, req.params.id, s, async (action) => {
      await checkImageType(tx, action.dynamic_action_type_id, upload.actionImageTypeId);
      return { action_image_type_id: upload.actionImageTypeId, file_id: await storeImage(tx, upload, s), created_by: s.user.id };
    }, uploadChanges(upload)));
    return sendJson(reply, await actionImages.show(db, req.params.id, id, s), 201);
  });

  app.get('/v1/action/:id/image', {
    config: asks('actions'),
    schema: { tags, summary: "An action's photos (without their bytes), oldest first", params: idParam, querystring: listQuery, response: { 200: many(actionImageSchema), ...errors } },
  }, async (req, reply) => {
    checkIncludes(req.query.include, []);
    return actionImages.list(reply, db, req.query, req.params.id, networkScope(req));
  });

  app.get('/v1/action/:id/image/:imageId', {
    config: asks('actions'),
    schema: { tags, summary: "A photo of an action: its bytes with their content type, as an attachment", params: imageParams, response: { 200: z.any(), ...errors } },
  }, async (req, reply) => {
    const s = networkScope(req);
    await actionImages.liveParent(db, req.params.id, s);
    const file = await first<StoredBytes>(db, sql`select f.name, f.content_type, f.bytes
      from ${actionImages.from(req.params.id, s)} and i.id = ${req.params.imageId}`);
    return sendFile(reply, file);
  });

  app.route({
    method: ['PUT', 'PATCH'],
    url: '/v1/action/:id/image/:imageId',
    config: asks('actions'),
    schema: { tags, summary: "Change a photo's image type ({action_image_type_id}, one of the action type's): whoever added it, or an administrator of the network", params: imageParams, body: actionImageUpdateBody, response: { 200: one(actionImageSchema), ...errors } },
    handler: async (req, reply) => {
      const s = networkScope(req);
      const { id, imageId } = req.params;
      const typeId = req.body.action_image_type_id;
      await db.transaction((tx) => actionImages.update(tx, req, id, imageId, s, { action_image_type_id: typeId }, async (held) => {
        uploaderOnly(s)(held);
        await checkImageType(tx, held.parent.dynamic_action_type_id, typeId);
      }));
      return sendJson(reply, await actionImages.show(db, id, imageId, s));
    },
  });

  app.delete('/v1/action/:id/image/:imageId', {
    config: asks('actions'),
    schema: { tags, summary: 'Delete a photo of an action: whoever added it, or an administrator of the network', params: imageParams, response: { 200: one(actionImageSchema), ...errors } },
  }, async (req, reply) => {
    const s = networkScope(req);
    const { id, imageId } = req.params;
    return sendJson(reply, await db.transaction((tx) => actionImages.remove(tx, req, id, imageId, s, uploaderOnly(s))));
  });

  actionImagePromoteRoutes(app, { db });
}
