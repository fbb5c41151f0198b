/**
 * Photos of a map object (/v1/object/{id}/image), with the photos kit (lib/photos.ts): uploaded
 * to it (optionally one of the network's image types, and a caption) or copied from its actions'
 * photos (actions/image-promote-routes.ts), each pointing at a file of the network's file store.
 * Listed and served back as bytes to whoever may read the map; added, given another caption or
 * image type and deleted by whoever may change the object (module-map-edit, the network's lock
 * setting and, for the field app, "Bewerkbaar in app": app-rules.ts), the file going with the
 * last photo that names it (migration 0012's trigger). Audited as `object_image`.
 */
import { sql } from 'drizzle-orm';
import { mapObjectImageSchema } from '@console/contract/action-images';
import type { App, Deps } from '../../app-types';
import { asks } from '../../auth/scope';
import { checkNetworkImageType } from '../../lib/image-upload';
import { imageTypeName, photoRoutes, type PhotoRow } from '../../lib/photos';
import { childRows } from '../../lib/child-rows';
import { checkObjectWrite } from './app-rules';
import { liveObjects, type ObjectRow } from './live';

/** A photo of an object as the API shows it (contract `mapObjectImageSchema`); `m` the photo, `f` its file. */
export const objectImageColumns = sql`m.id, m.map_object_id, m.action_image_type_id, ${imageTypeName('m')}, m.file_id, f.name, f.content_type, f.size, m.created_by, m.created_at, m.caption`;

/** The photos under an object (lib/soft-delete's child rows). */
export const objectImages = childRows<ObjectRow, 'id' | 'created_by' | 'team_id' | 'map_object_type_id', PhotoRow>({
  parent: liveObjects, parentColumns: ['id', 'created_by', 'team_id', 'map_object_type_id'], table: 'map_object_images', alias: 'm', parentColumn: 'map_object_id',
  subject: 'object_image', shown: objectImageColumns, joins: sql`join files f on f.id = m.file_id`, item: mapObjectImageSchema,
  columns: ['action_image_type_id', 'file_id', 'caption', 'created_by'], unaudited: ['created_by'],
});

export function mapObjectImageRoutes(app: App, deps: Pick<Deps, 'db'>) {
  photoRoutes(app, deps, {
    base: '/v1/object', what: 'an object', whose: "An object's", tags: ['map objects'],
    read: asks('readMap'), write: asks('editMap'), whoAdds: 'whoever may change the object', whoChanges: 'whoever may change the object',
    rows: objectImages, item: mapObjectImageSchema, captioned: true,
    mayWrite: (tx, s, { parent }) => checkObjectWrite(tx, s, parent),
    checkType: (tx, _parent, typeId, s) => checkNetworkImageType(tx, typeId, s),
  });
}
