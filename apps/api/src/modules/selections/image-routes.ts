/**
 * Photos of a selection (/v1/selection/{id}/image), as an object's, with the photos kit
 * (lib/photos.ts): optionally one of the network's image types, and a caption; kept in the
 * network's file store and linked in selection_images; listed and served back as bytes to
 * whoever may read selections; added, given another caption or image type and deleted by whoever
 * may change the selection (rules.ts: whose it is and the lock setting). The file goes with the
 * last photo that names it (migration 0019's trigger). Audited as `selection_image`.
 */
import { sql } from 'drizzle-orm';
import { selectionImageSchema } from '@console/contract/selections';
import type { App, Deps } from '../../app-types';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { checkNetworkImageType } from '../../lib/image-upload';
import { imageTypeName, photoRoutes, type PhotoRow } from '../../lib/photos';
import { childRows } from '../../lib/child-rows';
import { liveSelections, SELECTION_OF_CHILD, type SelectionRow } from './live';
import { checkMayChange, selectionTypeRules, type Caller } from './rules';
import { READ, WRITE } from './selection-routes';

const imageColumns = sql`i.id, i.selection_id, i.action_image_type_id, ${imageTypeName('i')}, i.file_id, f.name, f.content_type, f.size, i.created_by, i.created_at, i.caption`;

export const selectionImages = childRows<SelectionRow, (typeof SELECTION_OF_CHILD)[number], PhotoRow>({
  parent: liveSelections, parentColumns: SELECTION_OF_CHILD, table: 'selection_images', alias: 'i', parentColumn: 'selection_id',
  subject: 'selection_image', shown: imageColumns, joins: sql`join files f on f.id = i.file_id`, item: selectionImageSchema,
  columns: ['action_image_type_id', 'file_id', 'caption', 'created_by'], unaudited: ['created_by'],
});

/** 403 unless the caller may change the selection (whose it is, the lock setting). */
async function mayChange(tx: Db, parent: Pick<SelectionRow, 'selection_type_id' | 'created_by' | 'team_id'>, s: Caller) {
  const type = await selectionTypeRules(tx, parent.selection_type_id, s);
  if (!type) throw notFound();
  await checkMayChange(tx, parent, type, s);
}

export function selectionImageRoutes(app: App, deps: Pick<Deps, 'db'>) {
  photoRoutes(app, deps, {
    base: '/v1/selection', what: 'a selection', whose: "A selection's", tags: ['selections'],
    read: READ, write: WRITE, whoChanges: 'whoever may change the selection',
    rows: selectionImages, item: selectionImageSchema, captioned: true,
    mayWrite: (tx, s, { parent }) => mayChange(tx, parent, s),
    checkType: (tx, _parent, typeId, s) => checkNetworkImageType(tx, typeId, s),
  });
}
