/** Map object categories of the selected network (/v1/category). */
import { sql } from 'drizzle-orm';
import { mapObjectCategorySchema, mapObjectCategoryWriteSchema } from '@console/contract/map-object-categories';
import type { App, Deps } from '../../app-types';
import { crudRoutes } from '../../lib/crud';
import { pointingAt } from '../../lib/usage';

export function mapObjectCategoryRoutes(app: App, deps: Deps) {
  crudRoutes(app, deps, {
    url: '/v1/category',
    table: 'map_object_categories',
    usage: [{ kind: 'type', effect: 'unlinks', rows: pointingAt('map_object_types', 'map_object_category_id') }],
    tags: ['map object categories'],
    what: 'map object category',
    columns: () => sql`o.id, o.network_id, o.name, o.description, o.created_at, o.updated_at`,
    itemSchema: mapObjectCategorySchema,
    createSchema: mapObjectCategoryWriteSchema,
  });
}
