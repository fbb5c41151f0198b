/** Selection types (admin.map_object_selection_type, /admin/selection_type) and their attributes. */
import type { SelectionType } from '@console/contract/selection-types';
import { linkedAttributeSchema } from '@console/contract/attributes';
import { apiPaths } from '@console/contract/paths';
import { crudPaths } from '../../components/resource/resource-routes';
import type { ResourceDef } from '../../components/resource/resource';
import { sources } from '../../lib/config-sources';
import { paths } from '../../lib/paths';

export const selectionTypes: ResourceDef<SelectionType> = {
  ...sources.selectionTypes,
  routes: crudPaths(paths.selectionTypes, 'admin.map_object_selection_type'),
  fields: [
    { name: 'name', kind: 'text', label: 'selection_types.name', list: {}, required: true },
    { name: 'is_network', kind: 'switch', label: 'selection_types.is_network', list: { width: 140 } },
    { name: 'is_ordered', kind: 'switch', label: 'selection_types.is_ordered', list: { width: 140 } },
  ],
};

export const selectionTypeAttributes = { api: apiPaths.selectionTypeAttributes, schema: linkedAttributeSchema };

export const editAttributesPath = { name: 'admin.map_object_selection_types.attributes.edit', path: `${paths.selectionTypes.path}/:id/edit_attributes` };
