/** Map object statuses of the selected network, ordered by weight. */
import { sql } from 'drizzle-orm';
import { mapObjectStatusSchema, mapObjectStatusWriteSchema } from '@console/contract/map-object-statuses';
import type { App, Deps } from '../../app-types';
import { crudRoutes } from '../../lib/crud';
import { linkedThrough, objectsWith } from '../../lib/usage';
import { mapObjectStatusColumns } from './presenter';

export function mapObjectStatusRoutes(app: App, deps: Deps) {
  crudRoutes(app, deps, {
    url: '/v1/map_object_status',
    table: 'map_object_statuses',
    usage: [
      { kind: 'type', effect: 'unlinks', rows: linkedThrough('map_object_types', { table: 'map_object_type_statuses', column: 'map_object_status_id', target: 'map_object_type_id' }) },
      { kind: 'object', effect: 'clears', rows: objectsWith('map_object_status_id') },
    ],
    tags: ['map object statuses'],
    what: 'map object status',
    columns: () => mapObjectStatusColumns,
    itemSchema: mapObjectStatusSchema,
    createSchema: mapObjectStatusWriteSchema,
    orderBy: sql`o.weight, lower(o.name), o.id`,
  });
}
