/**
 * Where the rows of each configuration resource come from (query key, API path, schema):
 * shared, because screens choose from other resources' rows (a type's category, an
 * attribute's group) and link editors list them. The screens themselves are per feature.
 */
import { z } from 'zod';
import { actionCategorySchema } from '@console/contract/action-categories';
import { actionPrioritySchema } from '@console/contract/action-priorities';
import { actionStatusSchema } from '@console/contract/action-statuses';
import { actionTypeAttributeSchema, actionTypeSchema } from '@console/contract/action-types';
import { attributeGroupSchema } from '@console/contract/attribute-groups';
import { attributeSchema } from '@console/contract/attributes';
import { actionImageTypeSchema } from '@console/contract/action-image-types';
import { typeSettingSchema } from '@console/contract/catalogues';
import { namedItemSchema } from '@console/contract/config-fields';
import { mapObjectCategorySchema } from '@console/contract/map-object-categories';
import { mapObjectStatusSchema } from '@console/contract/map-object-statuses';
import { mapObjectTypeAttributeSchema, mapObjectTypeSchema } from '@console/contract/map-object-types';
import { apiPaths } from '@console/contract/paths';
import { selectionTypeSchema } from '@console/contract/selection-types';

export const sources = {
  mapObjectTypes: { key: 'map_object_types', api: apiPaths.mapObjectTypes, schema: mapObjectTypeSchema },
  mapObjectCategories: { key: 'map_object_categories', api: apiPaths.mapObjectCategories, schema: mapObjectCategorySchema },
  mapObjectStatuses: { key: 'map_object_statuses', api: apiPaths.mapObjectStatuses, schema: mapObjectStatusSchema },
  attributeGroups: { key: 'attribute_groups', api: apiPaths.attributeGroups, schema: attributeGroupSchema },
  attributes: { key: 'attributes', api: apiPaths.attributes, schema: attributeSchema },
  selectionTypes: { key: 'selection_types', api: apiPaths.selectionTypes, schema: selectionTypeSchema },
  actionTypes: { key: 'action_types', api: apiPaths.actionTypes, schema: actionTypeSchema },
  actionCategories: { key: 'action_categories', api: apiPaths.actionCategories, schema: actionCategorySchema },
  actionStatuses: { key: 'action_statuses', api: apiPaths.actionStatuses, schema: actionStatusSchema, include: 'allActionStatusRoles' },
  actionPriorities: { key: 'action_priorities', api: apiPaths.actionPriorities, schema: actionPrioritySchema },
  typeSettings: { key: 'type_settings', api: apiPaths.typeSettings, schema: typeSettingSchema },
  actionImageTypes: { key: 'action_image_types', api: apiPaths.actionImageTypes, schema: actionImageTypeSchema },
} as const;

/**
 * The lists under one row (a type's attributes, an action type's attributes ...): link cards
 * and link editors show them, the integrations' dependent selects choose from them.
 */
export const linkSources = {
  typeAttributes: { api: apiPaths.typeAttributes, schema: mapObjectTypeAttributeSchema },
  typeStatuses: { api: apiPaths.typeStatuses, schema: namedItemSchema },
  typeActionStatuses: { api: apiPaths.typeActionStatuses, schema: namedItemSchema },
  typeActionTypes: { api: apiPaths.typeActionTypes, schema: actionTypeSchema },
  actionTypeAttributes: { api: apiPaths.actionTypeAttributes, schema: actionTypeAttributeSchema },
  actionTypeMapObjectTypes: { api: apiPaths.actionTypeMapObjectTypes, schema: namedItemSchema },
  /** The map object types linked to a selection type, each with `required` (the required check's types). */
  selectionTypeMapObjectTypes: { api: apiPaths.selectionTypeTypes, schema: namedItemSchema.extend({ required: z.boolean() }) },
};
