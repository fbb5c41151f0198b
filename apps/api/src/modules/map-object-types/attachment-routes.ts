/**
 * Documents on a map object type (/v1/type/{id}/attachment, the document kit: lib/attachments.ts):
 * a manual, a drawing, a specification. Read by whoever reads the configuration, added and
 * deleted by its administrators.
 */
import type { App, Deps } from '../../app-types';
import { attachmentRoutes } from '../../lib/attachments';
import { notFound } from '../../lib/errors';
import { existsInScope } from '../../lib/links';

export function mapObjectTypeAttachmentRoutes(app: App, deps: Deps) {
  attachmentRoutes(app, deps, {
    base: '/v1/type', what: 'a map object type', tags: ['map object types'], column: 'map_object_type_id', read: 'readConfig', write: 'admin',
    check: async (db, id, s, write) => {
      if (!(await existsInScope(db, 'map_object_types', 'network', id, s, write ? 'share' : undefined))) throw notFound();
    },
  });
}
