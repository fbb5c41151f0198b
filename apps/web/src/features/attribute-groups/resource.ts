/** Attribute groups (admin.map_object_attribute_groups): created with name and description, edited by name. */
import type { AttributeGroup } from '@console/contract/attribute-groups';
import { crudPaths } from '../../components/resource/resource-routes';
import type { ResourceDef } from '../../components/resource/resource';
import { sources } from '../../lib/config-sources';
import { paths } from '../../lib/paths';

export const attributeGroups: ResourceDef<AttributeGroup> = {
  ...sources.attributeGroups,
  routes: crudPaths(paths.attributeGroups, 'admin.map_object_attribute_groups'),
  fields: [
    { name: 'name', kind: 'text', label: 'attribute_groups.name', list: {}, required: true },
    { name: 'description', kind: 'textarea', label: 'attribute_groups.description', form: 'create' },
  ],
};
