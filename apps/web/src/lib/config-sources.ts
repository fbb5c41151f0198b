/**
 * Where the rows of each configuration resource come from (query key, API path, schema):
 * shared, because screens choose from other resources' rows (a type's category, an
 * attribute's group) and link editors list them. The screens themselves are per feature.
 */
import { actionCategorySchema } from '@console/contract/action-categories';
import { actionPrioritySchema } from '@console/contract/action-priorities';
import { actionStatusSchema } from '@console/contract/action-statuses';
import { actionTypeAttributeSchema, actionTypeSchema } from '@console/contract/action-types';
import { attributeGroupSchema } from '@console/contract/attribute-groups';
import { attributeSchema } from '@console/contract/attributes';
import { actionImageTypeSchema, typeSettingSchema } from '@console/contract/catalogues';
import { namedItemSchema } from '@console/contract/config-fields';
import { mapObjectCategorySchema } from '@console/contract/map-object-categories';
import { mapObjectStatusSchema } from '@console/contract/map-object-statuses';
import { mapObjectTypeAttributeSchema, mapObjectTypeSchema } from '@console/contract/map-object-types';
import { selectionTypeSchema } from '@console/contract/selection-types';

export const sources = {
  mapObjectTypes: { key: 'map_object_types', api: '/v1/type', schema: mapObjectTypeSchema },
  mapObjectCategories: { key: 'map_object_categories', api: '/v1/category', schema: mapObjectCategorySchema },
  mapObjectStatuses: { key: 'map_object_statuses', api: '/v1/map_object_status', schema: mapObjectStatusSchema },
  attributeGroups: { key: 'attribute_groups', api: '/v1/attribute_group', schema: attributeGroupSchema },
  attributes: { key: 'attributes', api: '/v1/attribute', schema: attributeSchema },
  selectionTypes: { key: 'selection_types', api: '/v1/selection_type', schema: selectionTypeSchema },
  actionTypes: { key: 'action_types', api: '/v1/dynamic_action_type', schema: actionTypeSchema },
  actionCategories: { key: 'action_categories', api: '/v1/dynamic_action_type_category', schema: actionCategorySchema },
  actionStatuses: { key: 'action_statuses', api: '/v1/action_status', schema: actionStatusSchema, include: 'allActionStatusRoles' },
  actionPriorities: { key: 'action_priorities', api: '/v1/action_priority', schema: actionPrioritySchema },
  typeSettings: { key: 'type_settings', api: '/v1/type_setting', schema: typeSettingSchema },
  actionImageTypes: { key: 'action_image_types', api: '/v1/action_image_type', schema: actionImageTypeSchema },
} as const;

/**
 * The lists under one row (a type's attributes, an action type's attributes ...): link cards
 * and link editors show them, the integrations' dependent selects choose from them.
 */
export const linkSources = {
  typeAttributes: { api: (id: number) => `/v1/type/${id}/attribute`, schema: mapObjectTypeAttributeSchema },
  typeStatuses: { api: (id: number) => `/v1/type/${id}/status`, schema: namedItemSchema },
  typeActionStatuses: { api: (id: number) => `/v1/type/${id}/action_status`, schema: namedItemSchema },
  typeActionTypes: { api: (id: number) => `/v1/type/${id}/dynamic_action_type`, schema: actionTypeSchema },
  actionTypeAttributes: { api: (id: number) => `/v1/dynamic_action_type/${id}/attribute`, schema: actionTypeAttributeSchema },
};
