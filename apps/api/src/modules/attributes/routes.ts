/** Attributes of the selected network; their type is fixed after creation. */
import { sql } from 'drizzle-orm';
import { attributeCreateSchema, attributeSchema, attributeUpdateSchema } from '@console/contract/attributes';
import type { App, Deps } from '../../app-types';
import { crudRoutes } from '../../lib/crud';
import { lookupValueRoutes } from './lookup-value-routes';
import { attributeColumns } from './presenter';
import { linkedThrough, objectsValued, pointingAt } from '../../lib/usage';

export function attributeRoutes(app: App, deps: Deps) {
  crudRoutes(app, deps, {
    url: '/v1/attribute',
    table: 'attributes',
    usage: [
      { kind: 'type', effect: 'unlinks', rows: linkedThrough('map_object_types', { table: 'map_object_type_attributes', column: 'attribute_id', target: 'map_object_type_id' }) },
      { kind: 'type_label', effect: 'clears', rows: pointingAt('map_object_types', 'label_attribute_id') },
      { kind: 'action_type', effect: 'unlinks', rows: linkedThrough('action_types', { table: 'action_type_attributes', column: 'attribute_id', target: 'action_type_id' }) },
      { kind: 'selection_type', effect: 'unlinks', rows: linkedThrough('selection_types', { table: 'selection_type_attributes', column: 'attribute_id', target: 'selection_type_id' }) },
      { kind: 'lookup_value', effect: 'deletes', rows: pointingAt('lookup_values', 'attribute_id') },
      { kind: 'object', effect: 'clears', rows: objectsValued },
    ],
    tags: ['attributes'],
    what: 'attribute',
    columns: () => attributeColumns,
    itemSchema: attributeSchema,
    createSchema: attributeCreateSchema,
    updateSchema: attributeUpdateSchema,
    refs: { attribute_group_id: 'attribute_groups' },
    fixed: ['type'],
    orderBy: sql`o."order", lower(o.name), o.id`,
  });
  lookupValueRoutes(app, deps);
}
