/**
 * A photo of an action as the API shows it (contract actions.ts `actionImageSchema`: its link
 * with its file's name, type and size) and as a write holds it; `i` is the photo, `f` its file.
 */
import { sql } from 'drizzle-orm';
import type { Scoped } from '../../auth/scope';
import type { Db } from '../../db/client';
import { first, oneOr404 } from '../../db/sql';
import { imageTypeName } from '../map-objects/images';


export const imageColumns = sql`i.id, i.action_id, i.action_image_type_id, ${imageTypeName('i')}, i.file_id, f.name, f.content_type, f.size, i.created_by, i.created_at`;

/** The photos of the action, with their files. */
export const imagesOf = (actionId: number, s: Scoped) => sql`action_images i join files f on f.id = i.file_id
  where i.action_id = ${actionId} and i.network_id = ${s.networkId}`;

export const showImage = (db: Db, actionId: number, imageId: number, s: Scoped) =>
  oneOr404(db, imageColumns, sql`${imagesOf(actionId, s)} and i.id = ${imageId}`);

export interface ImageRow { id: number; action_image_type_id: number | null; file_id: number; created_by: number | null }

/** The action's photo, held while it is changed, deleted or copied; undefined when the action has none such. */
export const heldImage = (tx: Db, actionId: number, imageId: number, s: Scoped, mode: 'update' | 'share') =>
  first<ImageRow>(tx, sql`select id, action_image_type_id, file_id, created_by from action_images
    where id = ${imageId} and action_id = ${actionId} and network_id = ${s.networkId} for ${sql.raw(mode)}`);
