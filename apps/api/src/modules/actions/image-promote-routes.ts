/**
 * A photo of an action copied to a map object of the network (`POST /v1/action/{id}/image/promote/{objectId}`
 * with `{action_image_id}`; without an object id, to the action's own object, as the original
 * client also asks): a map_object_images row pointing at the same file, made once per object and
 * file (asked again: the copy there is, 200). The object must be of the network and not deleted
 * (404); audited as a `link` of the `action_image`.
 */
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { actionImagePromoteBody, mapObjectImageSchema, type ActionImagePromote } from '@console/contract/action-images';
import { idParam, one } from '@console/contract/envelope';
import { commonErrorResponses } from '@console/contract/errors';
import type { App, Deps } from '../../app-types';
import { asks, networkScope } from '../../auth/scope';
import type { Db } from '../../db/client';
import { first, oneOr404 } from '../../db/sql';
import { audit } from '../../lib/audit';
import { fieldError } from '../../lib/errors';
import { sendJson } from '../../lib/respond';
import { objectImageColumns } from '../map-objects/image-routes';
import { liveObjects } from '../map-objects/live';
import { actionImages } from './image-rows';

const tags = ['actions'];
const response = { 200: one(mapObjectImageSchema), 201: one(mapObjectImageSchema), ...commonErrorResponses };
const summary = "Copy a photo of the action ({action_image_id}) to a map object of the network: the object's photo points at the same file (201; 200 when the object has it already)";

/** Copies the photo to object `objectId`, or to the action's own object when null. */
async function promote(db: Db, req: FastifyRequest, reply: FastifyReply, actionId: number, objectId: number | null, body: ActionImagePromote) {
  const s = networkScope(req);
  const { made, promotedId } = await db.transaction(async (tx) => {
    const action = await actionImages.liveParent(tx, actionId, s, 'share');
    const target = objectId ?? action.map_object_id;
    if (target === null) throw fieldError('map_object_id', 'action_image.no_object');
    await liveObjects.live(tx, target, s, ['id'], 'share');
    const image = await actionImages.child(tx, actionId, body.action_image_id, s, 'share');
    if (!image) throw fieldError('action_image_id', 'relation.unknown');
    const had = await first<{ id: number }>(tx, sql`select id from map_object_images where map_object_id = ${target} and file_id = ${image.file_id}`);
    if (had) return { made: false, promotedId: had.id };
    const row = await first<{ id: number }>(tx, sql`insert into map_object_images (tenant_id, network_id, map_object_id, action_image_type_id, file_id, created_by)
      values (${s.tenantId}, ${s.networkId}, ${target}, ${image.action_image_type_id}, ${image.file_id}, ${s.user.id}) returning id`);
    if (!row) throw new Error('no photo copied');
    await audit(tx, req, { action: 'link', subjectType: 'action_image', subjectId: image.id, changes: {
      map_object_id: [null, target], map_object_image_id: [null, row.id], file_id: [null, image.file_id],
    } });
    return { made: true, promotedId: row.id };
  });
  return sendJson(reply, await oneOr404(db, objectImageColumns, sql`map_object_images m join files f on f.id = m.file_id where m.id = ${promotedId}`), made ? 201 : 200);
}

export function actionImagePromoteRoutes(app: App, { db }: Pick<Deps, 'db'>) {
  app.post('/v1/action/:id/image/promote/:objectId', {
    config: asks('actions'),
    schema: { tags, summary, params: z.object({ id: idParam.shape.id, objectId: idParam.shape.id }), body: actionImagePromoteBody, response },
  }, async (req, reply) => promote(db, req, reply, req.params.id, req.params.objectId, req.body));

  app.post('/v1/action/:id/image/promote', {
    config: asks('actions'),
    schema: { tags, summary: `${summary}; this one: the action's own object`, params: idParam, body: actionImagePromoteBody, response },
  }, async (req, reply) => promote(db, req, reply, req.params.id, null, req.body));
}
