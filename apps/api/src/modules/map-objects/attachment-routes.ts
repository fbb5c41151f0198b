/**
 * Documents on a map object (/v1/object/{id}/attachment, the document kit: lib/attachments.ts):
 * read with the map's read permission; added and deleted by whoever may change the object
 * (module-map-edit and the network's lock setting). A deleted object's documents are not found.
 */
import type { App, Deps } from '../../app-types';
import { attachmentRoutes } from '../../lib/attachments';
import { liveObjects } from './live';
import { checkLock } from './rules';

export function mapObjectAttachmentRoutes(app: App, deps: Deps) {
  attachmentRoutes(app, deps, {
    base: '/v1/object', what: 'a map object', tags: ['map objects'], column: 'map_object_id', read: 'readMap', write: 'editMap',
    check: async (db, id, s, write) => {
      const object = await liveObjects.live(db, id, s, ['id', 'created_by', 'team_id'], write ? 'share' : undefined);
      if (write) await checkLock(db, 'mapobject', object, s);
    },
  });
}
