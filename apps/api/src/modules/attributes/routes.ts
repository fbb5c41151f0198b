/** Attributes of the selected network; their type is fixed after creation. */
import { sql } from 'drizzle-orm';
import { attributeCreateSchema, attributeSchema, attributeUpdateSchema } from '@console/contract/attributes';
import type { App, Deps } from '../../app-types';
import { crudRoutes } from '../../lib/crud';
import { lookupValueRoutes } from './lookup-values';
import { attributeColumns } from './presenter';

export function attributeRoutes(app: App, deps: Deps) {
  crudRoutes(app, deps, {
    url: '/v1/attribute',
    table: 'attributes',
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
