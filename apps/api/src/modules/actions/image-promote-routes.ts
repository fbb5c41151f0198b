/**
 * A photo of an action copied to a map object of the network: a map_object_images row pointing
 * at the same file, made once per object and file (asked again: the copy there is, 200), audited
 * as a `link` of the `action_image`. Asked two ways, one copy:
 * - by the action (`POST /v1/action/{id}/image/promote/{objectId}` with `{action_image_id}`;
 *   without an object id, to the action's own object, as the original client also asks), for
 *   whoever works on actions; the object must be of the network and not deleted (404);
 * - by the object (`POST /v1/object/{id}/image/copy/{imageId}`, the original client's
 *   `copy`), a photo of one of the object's own live actions (any other: 404), for whoever may
 *   change the object (module-map-edit, the lock setting, "Bewerkbaar in app").
 */
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { actionImagePromoteBody, mapObjectImageSchema, type ActionImagePromote } from '@console/contract/action-images';
import { idParam, one } from '@console/contract/envelope';
import { commonErrorResponses } from '@console/contract/errors';
import type { App, Deps } from '../../app-types';
import { asks, networkScope, type AuthContext, type Scoped } from '../../auth/scope';
import type { Db } from '../../db/client';
import { first, oneOr404 } from '../../db/sql';
import { audit } from '../../lib/audit';
import { fieldError, notFound } from '../../lib/errors';
import { sendJson } from '../../lib/respond';
import { checkObjectWrite } from '../map-objects/app-rules';
import { objectImageColumns } from '../map-objects/image-routes';
import { liveObjects } from '../map-objects/live';
import { actionImages, type ImageRow } from './image-rows';

const tags = ['actions'];
const response = { 200: one(mapObjectImageSchema), 201: one(mapObjectImageSchema), ...commonErrorResponses };
const summary = "Copy a photo of the action ({action_image_id}) to a map object of the network: the object's photo points at the same file (201; 200 when the object has it already)";

type Copied = { made: boolean; id: number };
type ActionPhoto = Pick<ImageRow, 'id'> & Partial<ImageRow>;

/** Copies the action's photo `image` (as actionImages.child holds it) to the live object `target` (both checked by the caller), once. */
async function copyToObject(tx: Db, req: FastifyRequest, s: AuthContext & Scoped, image: ActionPhoto, target: number): Promise<Copied> {
  if (image.file_id === undefined) throw new Error('a photo held without its file');
  const had = await first<{ id: number }>(tx, sql`select id from map_object_images where map_object_id = ${target} and file_id = ${image.file_id}`);
  if (had) return { made: false, id: had.id };
  const row = await first<{ id: number }>(tx, sql`insert into map_object_images (tenant_id, network_id, map_object_id, action_image_type_id, file_id, created_by)
    values (${s.tenantId}, ${s.networkId}, ${target}, ${image.action_image_type_id ?? null}, ${image.file_id}, ${s.user.id}) returning id`);
  if (!row) throw new Error('no photo copied');
  await audit(tx, req, { action: 'link', subjectType: 'action_image', subjectId: image.id, changes: {
    map_object_id: [null, target], map_object_image_id: [null, row.id], file_id: [null, image.file_id],
  } });
  return { made: true, id: row.id };
}

/** Sends the object's photo a copy made or found: 201 or 200. */
async function sendCopy(db: Db, reply: FastifyReply, { made, id }: Copied) {
  return sendJson(reply, await oneOr404(db, objectImageColumns, sql`map_object_images m join files f on f.id = m.file_id where m.id = ${id}`), made ? 201 : 200);
}

/** Copies the action's photo to object `objectId`, or to the action's own object when null. */
async function promote(db: Db, req: FastifyRequest, actionId: number, objectId: number | null, body: ActionImagePromote): Promise<Copied> {
  const s = networkScope(req);
  return db.transaction(async (tx) => {
    const action = await actionImages.liveParent(tx, actionId, s, 'share');
    const target = objectId ?? action.map_object_id;
    if (target === null) throw fieldError('map_object_id', 'action_image.no_object');
    await liveObjects.live(tx, target, s, ['id'], 'share');
    const image = await actionImages.child(tx, actionId, body.action_image_id, s, 'share');
    if (!image) throw fieldError('action_image_id', 'relation.unknown');
    return copyToObject(tx, req, s, image, target);
  });
}

/** Copies photo `imageId` of one of object `objectId`'s live actions to it (404 for any other photo). */
async function copyFromAction(db: Db, req: FastifyRequest, objectId: number, imageId: number): Promise<Copied> {
  const s = networkScope(req);
  return db.transaction(async (tx) => {
    const object = await liveObjects.live(tx, objectId, s, ['id', 'created_by', 'team_id', 'map_object_type_id'], 'share');
    const found = await first<{ action_id: number }>(tx, sql`select action_id from action_images where id = ${imageId} and network_id = ${s.networkId}`);
    if (!found) throw notFound();
    const action = await actionImages.liveParent(tx, found.action_id, s, 'share');
    if (action.map_object_id !== objectId) throw notFound();
    const image = await actionImages.child(tx, found.action_id, imageId, s, 'share');
    if (!image) throw notFound();
    await checkObjectWrite(tx, s, object);
    return copyToObject(tx, req, s, image, objectId);
  });
}

export function actionImagePromoteRoutes(app: App, { db }: Pick<Deps, 'db'>) {
  app.post('/v1/action/:id/image/promote/:objectId', {
    config: asks('actions'),
    schema: { tags, summary, params: z.object({ id: idParam.shape.id, objectId: idParam.shape.id }), body: actionImagePromoteBody, response },
  }, async (req, reply) => sendCopy(db, reply, await promote(db, req, req.params.id, req.params.objectId, req.body)));

  app.post('/v1/action/:id/image/promote', {
    config: asks('actions'),
    schema: { tags, summary: `${summary}; this one: the action's own object`, params: idParam, body: actionImagePromoteBody, response },
  }, async (req, reply) => sendCopy(db, reply, await promote(db, req, req.params.id, null, req.body)));

  app.post('/v1/object/:id/image/copy/:imageId', {
    config: asks('editMap'),
    schema: {
      tags: ['map objects'], summary: "Copy a photo of one of the object's actions (imageId, an action's photo) to the object, as the action's promote does: whoever may change the object",
      params: z.object({ id: idParam.shape.id, imageId: idParam.shape.id }), response,
    },
  }, async (req, reply) => sendCopy(db, reply, await copyFromAction(db, req, req.params.id, req.params.imageId)));
}
