/** Attributes (admin.map_object_attributes, /admin/attributes): name, type (fixed after creation) and group. */
import { ATTRIBUTE_TYPES, type Attribute } from '@console/contract/attributes';
import { ATTRIBUTE_TYPE_LABELS } from '../../lib/attribute-types';
import { crudPaths } from '../../components/resource/resource-routes';
import type { ResourceDef } from '../../components/resource/resource';
import { sources } from '../../lib/config-sources';
import { paths } from '../../lib/paths';

export const attributes: ResourceDef<Attribute> = {
  ...sources.attributes,
  routes: crudPaths(paths.attributes, 'admin.map_object_attributes'),
  fields: [
    { name: 'name', kind: 'text', label: 'attributes.name', list: {}, required: true },
    { name: 'type', kind: 'enum', label: 'attributes.type', list: { width: 200 }, options: ATTRIBUTE_TYPES, optionLabels: ATTRIBUTE_TYPE_LABELS, required: true, fixedOnEdit: true },
    { name: 'attribute_group_id', kind: 'ref', label: 'attributes.attribute_group', ref: { resource: sources.attributeGroups, nameField: 'attribute_group_name' } },
  ],
};

export const lookupPaths = {
  create: { name: 'admin.map_object_attributes.createLookupvalue', path: `${paths.attributes.path}/:id/createlookupvalue` },
  edit: { name: 'admin.map_object_attributes.editLookupvalue', path: `${paths.attributes.path}/:id/editlookupvalue/:lookup_id` },
};
