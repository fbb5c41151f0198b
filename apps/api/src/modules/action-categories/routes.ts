/** Categories of action types (/v1/dynamic_action_type_category). */
import { sql } from 'drizzle-orm';
import { actionCategorySchema, actionCategoryWriteSchema } from '@console/contract/action-categories';
import type { App, Deps } from '../../app-types';
import { crudRoutes } from '../../lib/crud';
import { pointingAt } from '../../lib/usage';

export function actionCategoryRoutes(app: App, deps: Deps) {
  crudRoutes(app, deps, {
    url: '/v1/dynamic_action_type_category',
    table: 'action_categories',
    usage: [{ kind: 'action_type', effect: 'unlinks', rows: pointingAt('action_types', 'dynamic_action_type_category_id') }],
    tags: ['action categories'],
    what: 'action category',
    columns: () => sql`o.id, o.network_id, o.name, o.is_change_request, o.created_at, o.updated_at`,
    itemSchema: actionCategorySchema,
    createSchema: actionCategoryWriteSchema,
  });
}
