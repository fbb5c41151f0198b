/**
 * Map object types of the selected network (/v1/type) and what they link to: attributes (with
 * required, order and a default value), statuses, constraints (other types), action statuses,
 * type settings and selection types.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { namedItemSchema } from '@console/contract/config-fields';
import { mapObjectTypeAttributeSchema, mapObjectTypeCreateSchema, mapObjectTypeSchema, mapObjectTypeUpdateSchema } from '@console/contract/map-object-types';
import type { App, Deps } from '../../app-types';
import type { Db } from '../../db/client';
import { idParam, listQuery, many } from '@console/contract/envelope';
import { commonErrorResponses } from '@console/contract/errors';
import { CONFIG_READ, networkScope } from '../../auth/scope';
import { first} from '../../db/sql';
import { crudRoutes } from '../../lib/crud';
import { fieldError, notFound } from '../../lib/errors';
import { checkIncludes } from '../../lib/includes';
import { existsInScope, linkRoutes, type ScopeKind } from '../../lib/links';
import { sendList } from '../../lib/list';
import { mapObjectTypeAttachmentRoutes } from './attachment-routes';
import { typeAttributeRoutes } from './attribute-routes';
import { fillRequiredDefaults } from './fill-defaults';
import { MAP_OBJECT_TYPE_INCLUDES, mapObjectTypeColumns, mapObjectTypeColumnsWith, typeAttributeItem } from './presenter';
import { linkedThrough, objectsWith } from '../../lib/usage';

const tags = ['map object types'];

interface TypeLink {
  path: string;
  what: string;
  target: { table: string; scope: ScopeKind };
  link: { table: string; target: string; extras?: readonly ('required' | 'order')[] };
  item?: SQL;
  itemSchema?: z.ZodType;
  orderBy?: SQL;
  /** the target's list of the types linked to it (the original client's reverse list) */
  reverse?: string;
  /** the reverse list shows the link's `required` beside each type (a selection type's required check asks which) */
  reverseRequired?: boolean;
}

const selectionItemSchema = namedItemSchema.extend({ required: z.boolean() }).meta({ id: 'MapObjectTypeSelection' });
/** A map object type as a selection type's list of its types shows it: with the link's `required`. */
const linkedTypeRequiredSchema = mapObjectTypeSchema.extend({ required: z.boolean() }).meta({ id: 'SelectionTypeMapObjectType' });

const links: TypeLink[] = [
  {
    path: 'attribute', what: 'attributes', target: { table: 'attributes', scope: 'network' },
    link: { table: 'map_object_type_attributes', target: 'attribute_id', extras: ['required', 'order'] },
    item: typeAttributeItem, itemSchema: mapObjectTypeAttributeSchema, orderBy: sql`k."order", x.id`, reverse: '/v1/attribute/:id/type',
  },
  {
    path: 'status', what: 'map object statuses', target: { table: 'map_object_statuses', scope: 'network' },
    link: { table: 'map_object_type_statuses', target: 'map_object_status_id' }, reverse: '/v1/map_object_status/:id/type',
  },
  { path: 'constraint', what: 'constraints (map object types)', target: { table: 'map_object_types', scope: 'network' }, link: { table: 'map_object_type_constraints', target: 'constraint_type_id' } },
  {
    path: 'action_status', what: 'action statuses', target: { table: 'action_statuses', scope: 'network' },
    link: { table: 'map_object_type_action_statuses', target: 'action_status_id' }, reverse: '/v1/action_status/:id/type',
  },
  {
    path: 'setting', what: 'type settings', target: { table: 'type_settings', scope: 'global' },
    link: { table: 'map_object_type_settings', target: 'type_setting_id' }, reverse: '/v1/type_setting/:id/type',
  },
  {
    path: 'map_object_selection', what: 'selection types', target: { table: 'selection_types', scope: 'network' },
    link: { table: 'map_object_type_selections', target: 'selection_type_id', extras: ['required'] },
    item: sql`x.id, x.name, k.required`, itemSchema: selectionItemSchema, reverse: '/v1/selection_type/:id/type', reverseRequired: true,
  },
];

export function mapObjectTypeRoutes(app: App, deps: Deps) {
  crudRoutes(app, deps, {
    url: '/v1/type',
    table: 'map_object_types',
    usage: [
      { kind: 'type', effect: 'unlinks', rows: linkedThrough('map_object_types', { table: 'map_object_type_constraints', column: 'constraint_type_id', target: 'map_object_type_id' }) },
      { kind: 'action_type', effect: 'unlinks', rows: linkedThrough('action_types', { table: 'action_type_map_object_types', column: 'map_object_type_id', target: 'action_type_id' }) },
      { kind: 'object', effect: 'deletes', rows: objectsWith('map_object_type_id') },
    ],
    tags,
    what: 'map object type',
    columns: mapObjectTypeColumnsWith,
    includes: MAP_OBJECT_TYPE_INCLUDES,
    itemSchema: mapObjectTypeSchema,
    createSchema: mapObjectTypeCreateSchema,
    updateSchema: mapObjectTypeUpdateSchema,
    refs: { map_object_category_id: 'map_object_categories', label_attribute_id: 'attributes' },
    fixed: ['geo_type'],
    // The label is one of the type's own attributes (none on create: a new type has none).
    validate: async (tx, body, _s, id) => {
      const label = body.label_attribute_id;
      if (typeof label !== 'number') return;
      const linked = id !== undefined && await first(tx, sql`select 1 from map_object_type_attributes
        where map_object_type_id = ${id} and attribute_id = ${label} for share`);
      if (!linked) throw fieldError('label_attribute_id', 'attribute.not_linked');
    },
  });

  // An attribute no longer linked cannot stay the type's label; one linked or ticked required with a default fills it in.
  const afterAttributes = async (tx: Db, typeId: number, req: FastifyRequest) => {
    await tx.execute(sql`update map_object_types set label_attribute_id = null
      where id = ${typeId} and label_attribute_id is not null and label_attribute_id not in
        (select attribute_id from map_object_type_attributes where map_object_type_id = ${typeId})`);
    await fillRequiredDefaults(tx, req, typeId);
  };

  for (const l of links) {
    linkRoutes(app, deps, {
      configuration: true,
      afterChange: l.path === 'attribute' ? afterAttributes : undefined,
      url: `/v1/type/:id/${l.path}`,
      tags,
      what: l.what,
      owner: { table: 'map_object_types', scope: 'network' },
      target: l.target,
      link: { owner: 'map_object_type_id', ...l.link },
      item: l.item ?? sql`x.id, x.name`,
      itemSchema: l.itemSchema ?? namedItemSchema,
      orderBy: l.orderBy ?? sql`lower(x.name), x.id`,
      // GET /v1/type/:id/attribute/:attrId is the attribute with its default (attributes.ts).
      itemRoute: l.path === 'attribute' ? false : undefined,
      reverse: l.reverse ? {
        url: l.reverse, tags, what: 'map object types', orderBy: sql`lower(o.name), o.id`,
        columns: l.reverseRequired ? sql`${mapObjectTypeColumns}, k.required` : mapObjectTypeColumns,
        itemSchema: l.reverseRequired ? linkedTypeRequiredSchema : mapObjectTypeSchema,
      } : undefined,
    });
  }
  typeAttributeRoutes(app, deps);
  mapObjectTypeAttachmentRoutes(app, deps);

  app.get('/v1/category/:id/type', {
    config: CONFIG_READ,
    schema: { tags, summary: 'The map object types of a category', params: idParam, querystring: listQuery, response: { 200: many(mapObjectTypeSchema), ...commonErrorResponses } },
  }, async (req, reply) => {
    const s = networkScope(req);
    checkIncludes(req.query.include, []);
    if (!(await existsInScope(deps.db, 'map_object_categories', 'network', req.params.id, s))) throw notFound();
    return sendList(reply, deps.db, req.query, {
      select: mapObjectTypeColumns,
      from: sql`map_object_types o where o.map_object_category_id = ${req.params.id} and o.network_id = ${s.networkId}`,
      orderBy: sql`lower(o.name), o.id`,
      item: mapObjectTypeSchema, defaultSort: 'name',
    });
  });
}
