/**
 * Documents on an action (/v1/action/{id}/attachment, the document kit: lib/attachments.ts):
 * read with module-actions; added and deleted by whoever may change the action (module-actions
 * and the network's lock setting for actions). A deleted action's documents are not found.
 */
import type { App, Deps } from '../../app-types';
import { attachmentRoutes } from '../../lib/attachments';
import { checkLock } from '../map-objects/rules';
import { liveActions } from './live';

export function actionAttachmentRoutes(app: App, deps: Deps) {
  attachmentRoutes(app, deps, {
    base: '/v1/action', what: 'an action', tags: ['actions'], column: 'action_id', read: 'actions', write: 'actions',
    check: async (db, id, s, write) => {
      const action = await liveActions.live(db, id, s, ['id', 'created_by', 'team_id'], write ? 'share' : undefined);
      if (write) await checkLock(db, 'action', action, s);
    },
  });
}
