/** Attribute groups of the selected network. */
import { sql } from 'drizzle-orm';
import { attributeGroupSchema, attributeGroupWriteSchema } from '@console/contract/attribute-groups';
import type { App, Deps } from '../../app-types';
import { crudRoutes } from '../../lib/crud';
import { pointingAt } from '../../lib/usage';

export function attributeGroupRoutes(app: App, deps: Deps) {
  crudRoutes(app, deps, {
    url: '/v1/attribute_group',
    table: 'attribute_groups',
    usage: [{ kind: 'attribute', effect: 'unlinks', rows: pointingAt('attributes', 'attribute_group_id') }],
    tags: ['attribute groups'],
    what: 'attribute group',
    columns: () => sql`o.id, o.network_id, o.name, o.description, o."order", o.created_at, o.updated_at`,
    itemSchema: attributeGroupSchema,
    createSchema: attributeGroupWriteSchema,
    orderBy: sql`o."order", lower(o.name), o.id`,
    defaultSort: 'order,name',
  });
}
