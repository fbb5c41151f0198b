/**
 * The network's action image types (/v1/action_image_type): what a photo of an action or an
 * object shows (a photo, a sketch). Deleting one unlinks it from the action types that take it
 * and leaves the photos of that type without one. Its action types: /v1/action_image_type/{id}/dynamic_action_type
 * (the action type's link read and written from this side, action-types/routes.ts).
 */
import { sql } from 'drizzle-orm';
import { actionImageTypeSchema, actionImageTypeWriteSchema } from '@console/contract/action-image-types';
import type { App, Deps } from '../../app-types';
import { crudRoutes } from '../../lib/crud';
import { linkedThrough } from '../../lib/usage';

/** The photos of an image type, named by their file. */
const photosOf = (id: number) => sql`select f.name from (
    select file_id from action_images where action_image_type_id = ${id}
    union all select file_id from map_object_images where action_image_type_id = ${id}
    union all select file_id from selection_images where action_image_type_id = ${id}) p
  join files f on f.id = p.file_id`;

export function actionImageTypeRoutes(app: App, deps: Deps) {
  crudRoutes(app, deps, {
    url: '/v1/action_image_type',
    table: 'action_image_types',
    usage: [
      { kind: 'action_type', effect: 'unlinks', rows: linkedThrough('action_types', { table: 'action_type_image_types', column: 'action_image_type_id', target: 'action_type_id' }) },
      { kind: 'photo', effect: 'clears', rows: photosOf },
    ],
    tags: ['action image types'],
    what: 'action image type',
    columns: () => sql`o.id, o.network_id, o.name, o.created_at, o.updated_at`,
    itemSchema: actionImageTypeSchema,
    createSchema: actionImageTypeWriteSchema,
  });
}
