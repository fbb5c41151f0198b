/**
 * Selection types of the selected network and their attributes; /v1/selection_type lists them
 * (by id and name, among their fields). /v1/selection is the selections' own list (modules/selections).
 */
import { sql } from 'drizzle-orm';
import { linkedAttributeSchema } from '@console/contract/attributes';
import { selectionTypeSchema, selectionTypeWriteSchema } from '@console/contract/selection-types';
import type { App, Deps } from '../../app-types';
import { crudRoutes } from '../../lib/crud';
import { linkRoutes } from '../../lib/links';
import { attributeLinkItem } from '../attributes/presenter';
import { linkedThrough, pointingAt } from '../../lib/usage';

const tags = ['selection types'];

export function selectionTypeRoutes(app: App, deps: Deps) {
  crudRoutes(app, deps, {
    url: '/v1/selection_type',
    table: 'selection_types',
    usage: [
      { kind: 'type', effect: 'unlinks', rows: linkedThrough('map_object_types', { table: 'map_object_type_selections', column: 'selection_type_id', target: 'map_object_type_id' }) },
      // Its selections and routes go with it (deleted ones too: they could no longer be restored).
      { kind: 'selection', effect: 'deletes', rows: pointingAt('selections', 'selection_type_id') },
    ],
    tags,
    what: 'selection type',
    columns: () => sql`o.id, o.network_id, o.name, o.is_network, o.is_ordered, o.created_at, o.updated_at`,
    itemSchema: selectionTypeSchema,
    createSchema: selectionTypeWriteSchema,
  });

  linkRoutes(app, deps, {
    configuration: true,
    url: '/v1/selection_type/:id/attribute',
    tags,
    what: 'attributes',
    owner: { table: 'selection_types', scope: 'network' },
    target: { table: 'attributes', scope: 'network' },
    link: { table: 'selection_type_attributes', owner: 'selection_type_id', target: 'attribute_id' },
    item: attributeLinkItem,
    itemSchema: linkedAttributeSchema,
    orderBy: sql`lower(x.name), x.id`,
  });
}
