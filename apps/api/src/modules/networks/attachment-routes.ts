/**
 * The network's own documents (/v1/network/{id}/attachment, the document kit:
 * lib/attachments.ts): a management plan, a contract. The path names the network (as the field
 * app's calls do); read by whoever reads its configuration, added and deleted by its administrators.
 */
import type { App, Deps } from '../../app-types';
import { attachmentRoutes } from '../../lib/attachments';
import { notFound } from '../../lib/errors';

export function networkAttachmentRoutes(app: App, deps: Deps) {
  attachmentRoutes(app, deps, {
    base: '/v1/network', what: 'the network', tags: ['networks'], column: null, read: 'readConfig', write: 'admin', networkFromPath: true,
    // The caller's access to the path's network was checked before (networkFromPath); the scope is that network.
    check: async (_db, id, s) => {
      if (id !== s.networkId) throw notFound();
    },
  });
}
