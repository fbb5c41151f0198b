/**
 * The photos under an action (lib/soft-delete's child rows): as the API shows one (contract
 * actions.ts `actionImageSchema`: its link with its file's name, type and size; `i` is the
 * photo, `f` its file) and as a write holds one. Who added it is the audit entry's own user.
 */
import { sql } from 'drizzle-orm';
import { actionImageSchema } from '@console/contract/actions';
import { imageTypeName } from '../../lib/photos';
import { childRows } from '../../lib/child-rows';
import { ACTION_OF_CHILD, liveActions, type ActionRow } from './live';

const imageColumns = sql`i.id, i.action_id, i.action_image_type_id, ${imageTypeName('i')}, i.file_id, f.name, f.content_type, f.size, i.created_by, i.created_at`;

export interface ImageRow { id: number; action_image_type_id: number | null; file_id: number; created_by: number | null }

export const actionImages = childRows<ActionRow, (typeof ACTION_OF_CHILD)[number], ImageRow>({
  parent: liveActions, parentColumns: ACTION_OF_CHILD, table: 'action_images', alias: 'i', parentColumn: 'action_id', subject: 'action_image',
  shown: imageColumns, joins: sql`join files f on f.id = i.file_id`, item: actionImageSchema,
  columns: ['action_image_type_id', 'file_id', 'created_by'], unaudited: ['created_by'],
});
