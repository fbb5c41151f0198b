/**
 * Photos of a map object (/v1/object/{id}/image): the photos of actions copied to it
 * (actions/image-promote.ts), each pointing at a file of the network's file store. Listed and
 * served back as bytes (an attachment, never sniffed) to whoever may read the map; deleted by
 * whoever may change the object (module-map-edit and the network's lock), the file going with the
 * last photo that names it (migration 0012's trigger). The object must be of the caller's network
 * and not deleted (404); a delete is audited as `object_image`.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { mapObjectImageSchema } from '@console/contract/action-images';
import { idParam, listQuery, many, one } from '@console/contract/envelope';
import { commonErrorResponses } from '@console/contract/errors';
import type { App, Deps } from '../../app-types';
import { networkScope, type Scoped } from '../../auth/scope';
import type { Db } from '../../db/client';
import { first, oneOr404 } from '../../db/sql';
import { audit } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import { checkIncludes } from '../../lib/includes';
import { sendList } from '../../lib/list';
import { sendJson } from '../../lib/respond';
import { sendFile, type StoredBytes } from '../files/routes';
import { checkLock } from './rules';
import { READ, WRITE } from './routes';

const tags = ['map objects'];
const errors = commonErrorResponses;
const imageParams = z.object({ id: idParam.shape.id, imageId: idParam.shape.id });

/** The name of the image type of the photo `alias` (i: an action's, m: an object's). */
export const imageTypeName = (alias: 'i' | 'm') => sql`(select t.name from action_image_types t where t.id = ${sql.raw(alias)}.action_image_type_id) as action_image_type_name`;

/** A photo of an object as the API shows it (contract `mapObjectImageSchema`); `m` the photo, `f` its file. */
export const objectImageColumns = sql`m.id, m.map_object_id, m.action_image_type_id, ${imageTypeName('m')}, m.file_id, f.name, f.content_type, f.size, m.created_by, m.created_at`;

/** The photos of object `objectId` of the network, with their files. */
export const objectImagesOf = (objectId: number, s: Scoped) => sql`map_object_images m join files f on f.id = m.file_id
  where m.map_object_id = ${objectId} and m.network_id = ${s.networkId}`;

export const showObjectImage = (db: Db, objectId: number, imageId: number, s: Scoped) =>
  oneOr404(db, objectImageColumns, sql`${objectImagesOf(objectId, s)} and m.id = ${imageId}`);

/** 404 unless the object is of the network and not deleted; in a write it is held while its photo goes. */
async function liveObject(db: Db, id: number, s: Scoped, hold = false) {
  const found = await first<{ id: number; created_by: number | null; team_id: number | null }>(db, sql`select id, created_by, team_id from map_objects
    where id = ${id} and network_id = ${s.networkId} and deleted_at is null ${hold ? sql`for share` : sql``}`);
  if (!found) throw notFound();
  return found;
}

export function mapObjectImageRoutes(app: App, { db }: Pick<Deps, 'db'>) {
  app.get('/v1/object/:id/image', {
    config: READ,
    schema: { tags, summary: "An object's photos (without their bytes; copied from actions), oldest first", params: idParam, querystring: listQuery, response: { 200: many(mapObjectImageSchema), ...errors } },
  }, async (req, reply) => {
    const s = networkScope(req);
    checkIncludes(req.query.include, []);
    await liveObject(db, req.params.id, s);
    return sendList(reply, db, req.query, { select: objectImageColumns, from: objectImagesOf(req.params.id, s), orderBy: sql`m.id`, item: mapObjectImageSchema, defaultSort: 'id' });
  });

  app.get('/v1/object/:id/image/:imageId', {
    config: READ,
    schema: { tags, summary: 'A photo of an object: its bytes with their content type, as an attachment', params: imageParams, response: { 200: z.any(), ...errors } },
  }, async (req, reply) => {
    const s = networkScope(req);
    await liveObject(db, req.params.id, s);
    const file = await first<StoredBytes>(db, sql`select f.name, f.content_type, f.bytes from ${objectImagesOf(req.params.id, s)} and m.id = ${req.params.imageId}`);
    return sendFile(reply, file);
  });

  app.delete('/v1/object/:id/image/:imageId', {
    config: WRITE,
    schema: { tags, summary: "Delete a photo of an object: whoever may change the object (the network's lock setting)", params: imageParams, response: { 200: one(mapObjectImageSchema), ...errors } },
  }, async (req, reply) => {
    const s = networkScope(req);
    const { id, imageId } = req.params;
    const shown = await db.transaction(async (tx) => {
      const object = await liveObject(tx, id, s, true);
      const image = await first<{ action_image_type_id: number | null; file_id: number }>(tx, sql`select action_image_type_id, file_id from map_object_images
        where id = ${imageId} and map_object_id = ${id} and network_id = ${s.networkId} for update`);
      if (!image) throw notFound();
      await checkLock(tx, 'mapobject', object, s);
      const json = await showObjectImage(tx, id, imageId, s);
      await tx.execute(sql`delete from map_object_images where id = ${imageId}`);
      await audit(tx, req, { action: 'delete', subjectType: 'object_image', subjectId: imageId, changes: {
        map_object_id: [id, null], action_image_type_id: [image.action_image_type_id, null], file_id: [image.file_id, null],
      } });
      return json;
    });
    return sendJson(reply, shown);
  });
}
