/**
 * "Foto verplicht" (docs/actions.md, "The rules"): an action on an object of a type with that
 * setting reaches a final status only with at least one photo of its own. A new action has none
 * yet, so it is made open and closed once its photo is added.
 */
import { sql } from 'drizzle-orm';
import { TYPE_SETTING } from '@console/contract/catalogues';
import type { Db } from '../../db/client';
import { first } from '../../db/sql';
import type { Refusals } from '../../lib/refusals';
import { typeHasSetting } from '../../lib/type-settings';

/**
 * Adds the refusal on action_status_id when a final status is asked for action `actionId` (null:
 * one being made) on an object of type `objectTypeId` that asks a photo, and it has none.
 */
export async function checkPhotoForFinal(tx: Db, objectTypeId: number | null, actionId: number | null, refusals: Refusals): Promise<void> {
  if (objectTypeId === null) return;
  const row = await first<{ name: string; asks: boolean; photos: boolean }>(tx, sql`select t.name,
      ${typeHasSetting(sql`t.id`, TYPE_SETTING.photoRequired)} as asks,
      ${actionId === null ? sql`false` : sql`exists (select 1 from action_images i where i.action_id = ${actionId})`} as photos
    from map_object_types t where t.id = ${objectTypeId}`);
  if (row?.asks && !row.photos) refusals.add('action_status_id', `action.photo_required: ${row.name}`);
}
