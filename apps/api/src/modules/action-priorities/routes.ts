/** Action priorities of the selected network (chosen in the integrations). */
import { sql } from 'drizzle-orm';
import { actionPrioritySchema, actionPriorityWriteSchema } from '@console/contract/action-priorities';
import type { App, Deps } from '../../app-types';
import { crudRoutes } from '../../lib/crud';

export function actionPriorityRoutes(app: App, deps: Deps) {
  crudRoutes(app, deps, {
    url: '/v1/action_priority',
    table: 'action_priorities',
    usage: [],
    tags: ['action priorities'],
    what: 'action priority',
    columns: () => sql`o.id, o.network_id, o.name, o.created_at, o.updated_at`,
    itemSchema: actionPrioritySchema,
    createSchema: actionPriorityWriteSchema,
    orderBy: sql`o.id`,
    defaultSort: 'id',
  });
}
