/**
 * Photos of a map object (/v1/object/{id}/image): the photos of actions copied to it
 * (actions/image-promote-routes.ts), each pointing at a file of the network's file store. Listed and
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
import { asks, networkScope } from '../../auth/scope';
import { first } from '../../db/sql';
import { checkIncludes } from '../../lib/includes';
import { sendJson } from '../../lib/respond';
import { childRows } from '../../lib/soft-delete/child-rows';
import { sendFile, type StoredBytes } from '../../lib/send-file';
import { liveObjects, type ObjectRow } from './live';
import { checkLock } from './rules';

const tags = ['map objects'];
const errors = commonErrorResponses;
const imageParams = z.object({ id: idParam.shape.id, imageId: idParam.shape.id });

/** The name of the image type of the photo `alias` (i: an action's, m: an object's). */
export const imageTypeName = (alias: 'i' | 'm') => sql`(select t.name from action_image_types t where t.id = ${sql.raw(alias)}.action_image_type_id) as action_image_type_name`;

/** A photo of an object as the API shows it (contract `mapObjectImageSchema`); `m` the photo, `f` its file. */
export const objectImageColumns = sql`m.id, m.map_object_id, m.action_image_type_id, ${imageTypeName('m')}, m.file_id, f.name, f.content_type, f.size, m.created_by, m.created_at`;

/** The photos under an object (lib/soft-delete's child rows). */
export const objectImages = childRows<ObjectRow, 'id' | 'created_by' | 'team_id', { id: number; action_image_type_id: number | null; file_id: number }>({
  parent: liveObjects, parentColumns: ['id', 'created_by', 'team_id'], table: 'map_object_images', alias: 'm', parentColumn: 'map_object_id',
  subject: 'object_image', shown: objectImageColumns, joins: sql`join files f on f.id = m.file_id`, item: mapObjectImageSchema,
  columns: ['action_image_type_id', 'file_id'],
});

export function mapObjectImageRoutes(app: App, { db }: Pick<Deps, 'db'>) {
  app.get('/v1/object/:id/image', {
    config: asks('readMap'),
    schema: { tags, summary: "An object's photos (without their bytes; copied from actions), oldest first", params: idParam, querystring: listQuery, response: { 200: many(mapObjectImageSchema), ...errors } },
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

  app.delete('/v1/object/:id/image/:imageId', {
    config: asks('editMap'),
    schema: { tags, summary: "Delete a photo of an object: whoever may change the object (the network's lock setting)", params: imageParams, response: { 200: one(mapObjectImageSchema), ...errors } },
  }, async (req, reply) => {
    const s = networkScope(req);
    const { id, imageId } = req.params;
    // Whoever may change the object may delete its photo: the network's lock setting.
    const shown = await db.transaction((tx) => objectImages.remove(tx, req, id, imageId, s, ({ parent }) => checkLock(tx, 'mapobject', parent, s)));
    return sendJson(reply, shown);
  });
}
