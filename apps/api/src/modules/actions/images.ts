/**
 * Photos of an action (/v1/action/{id}/image): uploaded as multipart (image-upload.ts: JPEG, PNG
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
import { networkScope } from '../../auth/scope';
import type { Db } from '../../db/client';
import { first } from '../../db/sql';
import { audit, diff } from '../../lib/audit';
import { fieldError, forbidden, notFound } from '../../lib/errors';
import { checkIncludes } from '../../lib/includes';
import { sendList } from '../../lib/list';
import { sendJson } from '../../lib/respond';
import { sendFile, type StoredBytes } from '../files/routes';
import { actionImagePromoteRoutes } from './image-promote';
import { heldImage, imageColumns, imagesOf, showImage } from './image-rows';
import { readImageUpload } from './image-upload';
import { liveAction } from './live-action';
import { ACTIONS } from './routes';

const tags = ['actions'];
const errors = commonErrorResponses;

const imageParams = z.object({ id: idParam.shape.id, imageId: idParam.shape.id });

/** 400 on action_image_type_id unless the action type takes that image type. */
async function checkImageType(tx: Db, actionTypeId: number, imageTypeId: number) {
  const linked = await first(tx, sql`select 1 from action_type_image_types
    where action_type_id = ${actionTypeId} and action_image_type_id = ${imageTypeId} for share`);
  if (!linked) throw fieldError('action_image_type_id', 'action_image.type_not_linked');
}

export function actionImageRoutes(app: App, { db }: Deps) {
  app.post('/v1/action/:id/image', {
    config: ACTIONS,
    bodyLimit: FILE_MAX_BYTES + 64 * 1024,
    schema: {
      tags, summary: "Add a photo to an action (multipart: the file image, JPEG, PNG or WebP by its content, at most 10 MB, and action_image_type_id, one of the action type's image types)",
      params: idParam, consumes: ['multipart/form-data'], response: { 201: one(actionImageSchema), ...errors },
    },
  }, async (req, reply) => {
    const s = networkScope(req);
    // Another network's action is a 404 before its body is read.
    await liveAction(db, req.params.id, s);
    const upload = await readImageUpload(req);
    const id = await db.transaction(async (tx) => {
      const action = await liveAction(tx, req.params.id, s, true);
      await checkImageType(tx, action.dynamic_action_type_id, upload.actionImageTypeId);
      const file = await first<{ id: number }>(tx, sql`insert into files (tenant_id, network_id, name, content_type, size, bytes, created_by)
        values (${s.tenantId}, ${s.networkId}, ${upload.name}, ${upload.contentType}, ${upload.bytes.length}, ${upload.bytes}, ${s.user.id}) returning id`);
      if (!file) throw new Error('no file made');
      const made = await first<{ id: number }>(tx, sql`insert into action_images (tenant_id, network_id, action_id, action_image_type_id, file_id, created_by)
        values (${s.tenantId}, ${s.networkId}, ${action.id}, ${upload.actionImageTypeId}, ${file.id}, ${s.user.id}) returning id`);
      if (!made) throw new Error('no photo made');
      await audit(tx, req, { action: 'create', subjectType: 'action_image', subjectId: made.id, changes: {
        action_id: [null, action.id], action_image_type_id: [null, upload.actionImageTypeId], file_id: [null, file.id],
        name: [null, upload.name], content_type: [null, upload.contentType], size: [null, upload.bytes.length],
      } });
      return made.id;
    });
    return sendJson(reply, await showImage(db, req.params.id, id, s), 201);
  });

  app.get('/v1/action/:id/image', {
    config: ACTIONS,
    schema: { tags, summary: "An action's photos (without their bytes), oldest first", params: idParam, querystring: listQuery, response: { 200: many(actionImageSchema), ...errors } },
  }, async (req, reply) => {
    const s = networkScope(req);
    checkIncludes(req.query.include, []);
    await liveAction(db, req.params.id, s);
    return sendList(reply, db, req.query, { select: imageColumns, from: imagesOf(req.params.id, s), orderBy: sql`i.id`, item: actionImageSchema, defaultSort: 'id' });
  });

  app.get('/v1/action/:id/image/:imageId', {
    config: ACTIONS,
    schema: { tags, summary: "A photo of an action: its bytes with their content type, as an attachment", params: imageParams, response: { 200: z.any(), ...errors } },
  }, async (req, reply) => {
    const s = networkScope(req);
    await liveAction(db, req.params.id, s);
    const file = await first<StoredBytes>(db, sql`select f.name, f.content_type, f.bytes
      from ${imagesOf(req.params.id, s)} and i.id = ${req.params.imageId}`);
    return sendFile(reply, file);
  });

  app.route({
    method: ['PUT', 'PATCH'],
    url: '/v1/action/:id/image/:imageId',
    config: ACTIONS,
    schema: { tags, summary: "Change a photo's image type ({action_image_type_id}, one of the action type's): whoever added it, or an administrator of the network", params: imageParams, body: actionImageUpdateBody, response: { 200: one(actionImageSchema), ...errors } },
    handler: async (req, reply) => {
      const s = networkScope(req);
      const { id, imageId } = req.params;
      const typeId = req.body.action_image_type_id;
      await db.transaction(async (tx) => {
        const action = await liveAction(tx, id, s, true);
        const image = await heldImage(tx, id, imageId, s, 'update');
        if (!image) throw notFound();
        if (image.created_by !== s.user.id && !s.networkAdmin) throw forbidden('action_image.not_uploader');
        await checkImageType(tx, action.dynamic_action_type_id, typeId);
        await tx.execute(sql`update action_images set action_image_type_id = ${typeId} where id = ${imageId}`);
        await audit(tx, req, { action: 'update', subjectType: 'action_image', subjectId: imageId, changes: diff({ ...image }, { action_image_type_id: typeId }) });
      });
      return sendJson(reply, await showImage(db, id, imageId, s));
    },
  });

  app.delete('/v1/action/:id/image/:imageId', {
    config: ACTIONS,
    schema: { tags, summary: 'Delete a photo of an action: whoever added it, or an administrator of the network', params: imageParams, response: { 200: one(actionImageSchema), ...errors } },
  }, async (req, reply) => {
    const s = networkScope(req);
    const { id, imageId } = req.params;
    const shown = await db.transaction(async (tx) => {
      await liveAction(tx, id, s, true);
      const image = await heldImage(tx, id, imageId, s, 'update');
      if (!image) throw notFound();
      if (image.created_by !== s.user.id && !s.networkAdmin) throw forbidden('action_image.not_uploader');
      const json = await showImage(tx, id, imageId, s);
      await tx.execute(sql`delete from action_images where id = ${imageId}`);
      await audit(tx, req, { action: 'delete', subjectType: 'action_image', subjectId: imageId, changes: {
        action_id: [id, null], action_image_type_id: [image.action_image_type_id, null], file_id: [image.file_id, null],
      } });
      return json;
    });
    return sendJson(reply, shown);
  });

  actionImagePromoteRoutes(app, { db });
}
