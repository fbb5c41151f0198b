/**
 * Action types (/v1/dynamic_action_type) of the selected network and what they link to:
 * attributes (with required and order), map object types and action image types (the last
 * also from the image type's side).
 */
import { sql } from 'drizzle-orm';
import { actionTypeAttributeSchema, actionTypeSchema, actionTypeWriteSchema } from '@console/contract/action-types';
import { namedItemSchema } from '@console/contract/config-fields';
import type { App, Deps } from '../../app-types';
import { crudRoutes } from '../../lib/crud';
import { linkRoutes } from '../../lib/links';
import { actionTypeColumns, actionTypeColumnsAs } from './presenter';
import { linkedThrough } from '../../lib/usage';

const tags = ['action types'];

export function actionTypeRoutes(app: App, deps: Deps) {
  crudRoutes(app, deps, {
    url: '/v1/dynamic_action_type',
    table: 'action_types',
    usage: [
      { kind: 'type', effect: 'unlinks', rows: linkedThrough('map_object_types', { table: 'action_type_map_object_types', column: 'action_type_id', target: 'map_object_type_id' }) },
      // Its actions go with it (the spec's warning), deleted ones too; named by their number.
      { kind: 'action', effect: 'deletes', rows: (id) => sql`select '#' || a.id as name from actions a where a.dynamic_action_type_id = ${id}` },
    ],
    tags,
    what: 'action type (its actions go with it)',
    columns: () => actionTypeColumns,
    itemSchema: actionTypeSchema,
    createSchema: actionTypeWriteSchema,
    refs: { dynamic_action_type_category_id: 'action_categories' },
  });

  const owner = { table: 'action_types', scope: 'network' } as const;
  linkRoutes(app, deps, {
    configuration: true,
    url: '/v1/dynamic_action_type/:id/attribute', tags, what: 'attributes', owner,
    target: { table: 'attributes', scope: 'network' },
    link: { table: 'action_type_attributes', owner: 'action_type_id', target: 'attribute_id', extras: ['required', 'order'] },
    item: sql`x.id, x.name, x.type, k.required, k."order"`, itemSchema: actionTypeAttributeSchema, orderBy: sql`k."order", x.id`,
  });
  linkRoutes(app, deps, {
    configuration: true,
    url: '/v1/dynamic_action_type/:id/map_object_type', tags, what: 'map object types', owner,
    target: { table: 'map_object_types', scope: 'network' },
    link: { table: 'action_type_map_object_types', owner: 'action_type_id', target: 'map_object_type_id' },
    item: sql`x.id, x.name`, itemSchema: namedItemSchema, orderBy: sql`lower(x.name), x.id`,
  });
  linkRoutes(app, deps, {
    configuration: true,
    url: '/v1/dynamic_action_type/:id/action_image_type', tags, what: 'action image types', owner,
    target: { table: 'action_image_types', scope: 'network' },
    link: { table: 'action_type_image_types', owner: 'action_type_id', target: 'action_image_type_id' },
    item: sql`x.id, x.name`, itemSchema: namedItemSchema, orderBy: sql`x.id`,
  });
  // The same links seen and written from the image type, as the original client writes them
  // (its ActionImageTypeDynamicActionTypeClient); it reads one through the list, so no item route.
  linkRoutes(app, deps, {
    configuration: true,
    url: '/v1/action_image_type/:id/dynamic_action_type', tags, what: 'action types',
    owner: { table: 'action_image_types', scope: 'network' },
    target: owner,
    link: { table: 'action_type_image_types', owner: 'action_image_type_id', target: 'action_type_id' },
    item: actionTypeColumnsAs('x'), itemSchema: actionTypeSchema, orderBy: sql`lower(x.name), x.id`,
    itemRoute: false,
  });
}
