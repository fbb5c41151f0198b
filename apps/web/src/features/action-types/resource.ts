/** Action types (admin.action_types, dynamic action types) and what they link to. */
import type { ActionType } from '@console/contract/action-types';
import { namedItemSchema } from '@console/contract/config-fields';
import { apiPaths } from '@console/contract/paths';
import { crudPaths } from '../../components/resource/resource-routes';
import type { ResourceDef } from '../../components/resource/resource';
import { linkSources, sources } from '../../lib/config-sources';
import { paths } from '../../lib/paths';

export const actionTypes: ResourceDef<ActionType> = {
  ...sources.actionTypes,
  routes: crudPaths(paths.actionTypes, 'admin.action_types'),
  fields: [
    { name: 'name', kind: 'text', label: 'action_types.name', list: {}, required: true },
    { name: 'own_geo', kind: 'switch', label: 'action_types.own_geo' },
    { name: 'creates_object', kind: 'switch', label: 'action_types.creates_object' },
    { name: 'deletes_object', kind: 'switch', label: 'action_types.deletes_object' },
    { name: 'on_network', kind: 'switch', label: 'action_types.on_network' },
    {
      name: 'dynamic_action_type_category_id', kind: 'ref', label: 'action_types.category',
      ref: { resource: sources.actionCategories, nameField: 'dynamic_action_type_category_name' },
    },
  ],
};

const base = paths.actionTypes.path;
export const actionTypeLinks = {
  attributes: {
    source: linkSources.actionTypeAttributes,
    route: { name: 'admin.action_types.attributes.edit', path: `${base}/:id/edit_attributes` },
  },
  mapObjectTypes: {
    source: linkSources.actionTypeMapObjectTypes,
    route: { name: 'admin.action_types.map_object_types.edit', path: `${base}/:id/edit_map_object_types` },
  },
  imageTypes: {
    source: { api: apiPaths.actionTypeImageTypes, schema: namedItemSchema },
    route: { name: 'admin.dynamic_action.image_type.edit', path: `${base}/:id/edit_image_types` },
  },
};
