/**
 * Photos of an action (/v1/action/{id}/image), with the photos kit (lib/photos.ts): each names
 * one of the action type's image types, and a change gives it another; kept in the network's
 * file store and linked in action_images; listed and served back as bytes, changed or deleted by
 * whoever added them or an administrator of the network (the file goes with the last photo that
 * names it: the database's trigger, migration 0012), and copied to a map object
 * (image-promote-routes.ts). The action must be of the caller's network and not deleted (404).
 * Asks module-actions; every write is audited as `action_image`.
 */
import { sql } from 'drizzle-orm';
import { actionImageSchema } from '@console/contract/actions';
import type { App, Deps } from '../../app-types';
import { asks } from '../../auth/scope';
import type { Db } from '../../db/client';
import { first } from '../../db/sql';
import { fieldError, forbidden } from '../../lib/errors';
import { photoRoutes } from '../../lib/photos';
import { actionImagePromoteRoutes } from './image-promote-routes';
import { actionImages } from './image-rows';

/** 400 on action_image_type_id unless the action type takes that image type. */
async function checkImageType(tx: Db, actionTypeId: number, imageTypeId: number | null | undefined) {
  // An action's photo always names one: the upload and the change refuse a missing one first.
  if (imageTypeId === null || imageTypeId === undefined) return;
  const linked = await first(tx, sql`select 1 from action_type_image_types
    where action_type_id = ${actionTypeId} and action_image_type_id = ${imageTypeId} for share`);
  if (!linked) throw fieldError('action_image_type_id', 'action_image.type_not_linked');
}

export function actionImageRoutes(app: App, deps: Pick<Deps, 'db'>) {
  const who = 'whoever added it, or an administrator of the network';
  photoRoutes(app, deps, {
    base: '/v1/action', what: 'an action', whose: "An action's", tags: ['actions'],
    read: asks('actions'), write: asks('actions'), whoChanges: who,
    rows: actionImages, item: actionImageSchema, captioned: false,
    // Anyone who works on actions adds a photo; a change or a delete is its uploader's, or an administrator's.
    mayWrite: (_tx, s, { child }) => {
      if (child && child.created_by !== s.user.id && !s.networkAdmin) throw forbidden('action_image.not_uploader');
    },
    checkType: (tx, parent, typeId) => checkImageType(tx, parent.dynamic_action_type_id, typeId),
  });
  actionImagePromoteRoutes(app, deps);
}
