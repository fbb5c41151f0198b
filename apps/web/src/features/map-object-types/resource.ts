/** Map object types (admin.map_object_types) and the six things they link to. */
import { namedItemSchema } from '@console/contract/config-fields';
import { GEO_TYPES, mapObjectTypeAttributeSchema, type MapObjectType } from '@console/contract/map-object-types';
import { apiPaths } from '@console/contract/paths';
import { z } from 'zod';
import { crudPaths } from '../../components/resource/resource-routes';
import type { ResourceDef } from '../../components/resource/resource';
import { sources } from '../../lib/config-sources';
import { paths } from '../../lib/paths';

/** The attributes linked to a type, as a list to choose from. */
const typeAttributes = (typeId: number) => ({ key: `type_attributes_${typeId}`, api: apiPaths.typeAttributes(typeId), schema: mapObjectTypeAttributeSchema });

export const mapObjectTypes: ResourceDef<MapObjectType> = {
  ...sources.mapObjectTypes,
  routes: crudPaths(paths.mapObjectTypes, 'admin.map_object_types'),
  fields: [
    { name: 'name', kind: 'text', label: 'map_object_types.name', list: {}, required: true },
    { name: 'description', kind: 'textarea', label: 'map_object_types.description', hideOnShow: true },
    { name: 'prefix', kind: 'text', label: 'map_object_types.prefix' },
    {
      name: 'label_attribute_id', kind: 'ref', label: 'map_object_types.label_attribute', form: 'edit',
      // The label is one of the type's own attributes.
      ref: { resource: (row) => typeAttributes(row?.id ?? 0), nameField: 'label_attribute_name' },
    },
    { name: 'map_object_category_id', kind: 'ref', label: 'map_object_types.category', ref: { resource: sources.mapObjectCategories, nameField: 'map_object_category_name' } },
    { name: 'geo_type', kind: 'enum', label: 'map_object_types.geo_type', list: { width: 180 }, options: GEO_TYPES, required: true, fixedOnEdit: true, initial: 'point' },
    { name: 'on_network', kind: 'switch', label: 'map_object_types.on_network' },
  ],
};

const base = paths.mapObjectTypes.path;
const link = <L extends { id: number }>(api: (id: number) => string, schema: z.ZodType<L>, route: string, editPath: string) => ({
  source: { api, schema },
  route: { name: `admin.map_object_types.${route}.edit`, path: `${base}/:id/${editPath}` },
});
const selectionSchema = namedItemSchema.extend({ required: z.boolean() });

/** The link editors of a type, in the order of the show screen's cards. */
export const mapObjectTypeLinks = {
  attributes: link(apiPaths.typeAttributes, mapObjectTypeAttributeSchema, 'attributes', 'edit_attributes'),
  status: link(apiPaths.typeStatuses, namedItemSchema, 'status', 'edit_status'),
  constraints: link(apiPaths.typeConstraints, namedItemSchema, 'constraints', 'edit_constraints'),
  actionStatus: link(apiPaths.typeActionStatuses, namedItemSchema, 'action_status', 'edit_action_status'),
  settings: link(apiPaths.typeSettingsOf, namedItemSchema, 'settings', 'edit_settings'),
  selections: link(apiPaths.typeSelections, selectionSchema, 'selections', 'edit_selections'),
};
