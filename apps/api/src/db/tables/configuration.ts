/**
 * Configuration (document 2): per network, every row with tenant_id and network_id. Links are
 * unique per pair; deleting either side deletes the link.
 */
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { created, updated } from './columns';
import { inNetwork, inNetworkColumns, inNetworkKeys } from './in-network';
import { roles } from './organisations';

export const mapObjectCategories = pgTable('map_object_categories', {
  id: serial('id').primaryKey(),
  ...inNetwork(),
  name: text('name').notNull(),
  description: text('description'),
  createdAt: created(),
  updatedAt: updated(),
}, (t) => [index('map_object_categories_network').on(t.networkId)]);

export const attributeGroups = pgTable('attribute_groups', {
  id: serial('id').primaryKey(),
  ...inNetwork(),
  name: text('name').notNull(),
  description: text('description'),
  order: integer('order').notNull().default(0),
  createdAt: created(),
  updatedAt: updated(),
}, (t) => [index('attribute_groups_network').on(t.networkId)]);

export const attributes = pgTable('attributes', {
  id: serial('id').primaryKey(),
  ...inNetwork(),
  name: text('name').notNull(),
  type: text('type').notNull(),
  attributeGroupId: integer('attribute_group_id').references(() => attributeGroups.id, { onDelete: 'set null' }),
  order: integer('order').notNull().default(0),
  createdAt: created(),
  updatedAt: updated(),
}, (t) => [index('attributes_network').on(t.networkId)]);

export const lookupValues = pgTable('lookup_values', {
  id: serial('id').primaryKey(),
  ...inNetwork(),
  attributeId: integer('attribute_id').notNull().references(() => attributes.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  weight: integer('weight').notNull().default(0),
  order: integer('order').notNull().default(0),
  createdAt: created(),
  updatedAt: updated(),
}, (t) => [index('lookup_values_attribute').on(t.attributeId)]);

export const mapObjectStatuses = pgTable('map_object_statuses', {
  id: serial('id').primaryKey(),
  ...inNetwork(),
  name: text('name').notNull(),
  weight: integer('weight').notNull().default(0),
  createdAt: created(),
  updatedAt: updated(),
}, (t) => [index('map_object_statuses_network').on(t.networkId)]);

export const selectionTypes = pgTable('selection_types', {
  id: serial('id').primaryKey(),
  ...inNetwork(),
  name: text('name').notNull(),
  isNetwork: boolean('is_network').notNull().default(false),
  isOrdered: boolean('is_ordered').notNull().default(false),
  createdAt: created(),
  updatedAt: updated(),
}, (t) => [index('selection_types_network').on(t.networkId)]);

export const selectionTypeAttributes = pgTable('selection_type_attributes', {
  ...inNetwork(),
  selectionTypeId: integer('selection_type_id').notNull().references(() => selectionTypes.id, { onDelete: 'cascade' }),
  attributeId: integer('attribute_id').notNull().references(() => attributes.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.selectionTypeId, t.attributeId] }), index('selection_type_attributes_attribute').on(t.attributeId)]);

/** Read-only catalogue: the settings a map object type can have. */
export const typeSettings = pgTable('type_settings', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

/**
 * The kinds of image an action's or object's photo can be, each network's own (0023; a global
 * catalogue before): a new network starts with the standard ones (networks_standard_image_types).
 */
export const actionImageTypes = pgTable('action_image_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  ...inNetworkColumns(),
  createdAt: created(),
  updatedAt: updated(),
}, (t) => [...inNetworkKeys(t), index('action_image_types_network').on(t.networkId, t.id)]);

export const mapObjectTypes = pgTable('map_object_types', {
  id: serial('id').primaryKey(),
  ...inNetwork(),
  name: text('name').notNull(),
  description: text('description'),
  prefix: text('prefix'),
  geoType: text('geo_type').notNull(),
  mapObjectCategoryId: integer('map_object_category_id').references(() => mapObjectCategories.id, { onDelete: 'set null' }),
  labelAttributeId: integer('label_attribute_id').references(() => attributes.id, { onDelete: 'set null' }),
  onNetwork: boolean('on_network').notNull().default(false),
  createdAt: created(),
  updatedAt: updated(),
}, (t) => [index('map_object_types_network').on(t.networkId)]);

/** The attributes of a map object type, with their own required flag, default and order. */
export const mapObjectTypeAttributes = pgTable('map_object_type_attributes', {
  ...inNetwork(),
  mapObjectTypeId: integer('map_object_type_id').notNull().references(() => mapObjectTypes.id, { onDelete: 'cascade' }),
  attributeId: integer('attribute_id').notNull().references(() => attributes.id, { onDelete: 'cascade' }),
  required: boolean('required').notNull().default(false),
  defaultValue: jsonb('default_value'),
  order: integer('order').notNull().default(0),
}, (t) => [primaryKey({ columns: [t.mapObjectTypeId, t.attributeId] }), index('map_object_type_attributes_attribute').on(t.attributeId)]);

export const mapObjectTypeStatuses = pgTable('map_object_type_statuses', {
  ...inNetwork(),
  mapObjectTypeId: integer('map_object_type_id').notNull().references(() => mapObjectTypes.id, { onDelete: 'cascade' }),
  mapObjectStatusId: integer('map_object_status_id').notNull().references(() => mapObjectStatuses.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.mapObjectTypeId, t.mapObjectStatusId] }), index('map_object_type_statuses_status').on(t.mapObjectStatusId)]);

/** Constraints: the map object types a type may be placed on or connected to. */
export const mapObjectTypeConstraints = pgTable('map_object_type_constraints', {
  ...inNetwork(),
  mapObjectTypeId: integer('map_object_type_id').notNull().references(() => mapObjectTypes.id, { onDelete: 'cascade' }),
  constraintTypeId: integer('constraint_type_id').notNull().references(() => mapObjectTypes.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.mapObjectTypeId, t.constraintTypeId] }), index('map_object_type_constraints_target').on(t.constraintTypeId)]);

export const mapObjectTypeSettings = pgTable('map_object_type_settings', {
  ...inNetwork(),
  mapObjectTypeId: integer('map_object_type_id').notNull().references(() => mapObjectTypes.id, { onDelete: 'cascade' }),
  typeSettingId: integer('type_setting_id').notNull().references(() => typeSettings.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.mapObjectTypeId, t.typeSettingId] })]);

export const mapObjectTypeSelections = pgTable('map_object_type_selections', {
  ...inNetwork(),
  mapObjectTypeId: integer('map_object_type_id').notNull().references(() => mapObjectTypes.id, { onDelete: 'cascade' }),
  selectionTypeId: integer('selection_type_id').notNull().references(() => selectionTypes.id, { onDelete: 'cascade' }),
  required: boolean('required').notNull().default(false),
}, (t) => [primaryKey({ columns: [t.mapObjectTypeId, t.selectionTypeId] }), index('map_object_type_selections_selection').on(t.selectionTypeId)]);

export const actionPriorities = pgTable('action_priorities', {
  id: serial('id').primaryKey(),
  ...inNetwork(),
  name: text('name').notNull(),
  createdAt: created(),
  updatedAt: updated(),
}, (t) => [index('action_priorities_network').on(t.networkId)]);

export const actionCategories = pgTable('action_categories', {
  id: serial('id').primaryKey(),
  ...inNetwork(),
  name: text('name').notNull(),
  isChangeRequest: boolean('is_change_request').notNull().default(false),
  createdAt: created(),
  updatedAt: updated(),
}, (t) => [index('action_categories_network').on(t.networkId)]);

export const actionTypes = pgTable('action_types', {
  id: serial('id').primaryKey(),
  ...inNetwork(),
  name: text('name').notNull(),
  ownGeo: boolean('own_geo').notNull().default(false),
  createsObject: boolean('creates_object').notNull().default(false),
  deletesObject: boolean('deletes_object').notNull().default(false),
  onNetwork: boolean('on_network').notNull().default(false),
  dynamicActionTypeCategoryId: integer('dynamic_action_type_category_id').references(() => actionCategories.id, { onDelete: 'set null' }),
  createdAt: created(),
  updatedAt: updated(),
}, (t) => [index('action_types_network').on(t.networkId)]);

export const actionTypeAttributes = pgTable('action_type_attributes', {
  ...inNetwork(),
  actionTypeId: integer('action_type_id').notNull().references(() => actionTypes.id, { onDelete: 'cascade' }),
  attributeId: integer('attribute_id').notNull().references(() => attributes.id, { onDelete: 'cascade' }),
  required: boolean('required').notNull().default(false),
  order: integer('order').notNull().default(0),
}, (t) => [primaryKey({ columns: [t.actionTypeId, t.attributeId] }), index('action_type_attributes_attribute').on(t.attributeId)]);

export const actionTypeMapObjectTypes = pgTable('action_type_map_object_types', {
  ...inNetwork(),
  actionTypeId: integer('action_type_id').notNull().references(() => actionTypes.id, { onDelete: 'cascade' }),
  mapObjectTypeId: integer('map_object_type_id').notNull().references(() => mapObjectTypes.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.actionTypeId, t.mapObjectTypeId] }), index('action_type_map_object_types_type').on(t.mapObjectTypeId)]);

export const actionTypeImageTypes = pgTable('action_type_image_types', {
  ...inNetwork(),
  actionTypeId: integer('action_type_id').notNull().references(() => actionTypes.id, { onDelete: 'cascade' }),
  actionImageTypeId: integer('action_image_type_id').notNull().references(() => actionImageTypes.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.actionTypeId, t.actionImageTypeId] })]);

export const actionStatuses = pgTable('action_statuses', {
  id: serial('id').primaryKey(),
  ...inNetwork(),
  name: text('name').notNull(),
  weight: integer('weight').notNull().default(0),
  isFinal: boolean('is_final').notNull().default(false),
  color: text('color').notNull().default('-'),
  createdAt: created(),
  updatedAt: updated(),
}, (t) => [index('action_statuses_network').on(t.networkId)]);

/** Which action statuses a map object type's actions may have. */
export const mapObjectTypeActionStatuses = pgTable('map_object_type_action_statuses', {
  ...inNetwork(),
  mapObjectTypeId: integer('map_object_type_id').notNull().references(() => mapObjectTypes.id, { onDelete: 'cascade' }),
  actionStatusId: integer('action_status_id').notNull().references(() => actionStatuses.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.mapObjectTypeId, t.actionStatusId] }), index('map_object_type_action_statuses_status').on(t.actionStatusId)]);

/** The per-role flags of an action status: made by the first save for a role, updated later. */
export const actionStatusRoles = pgTable('action_status_roles', {
  ...inNetwork(),
  actionStatusId: integer('action_status_id').notNull().references(() => actionStatuses.id, { onDelete: 'cascade' }),
  roleId: integer('role_id').notNull().references(() => roles.id, { onDelete: 'cascade' }),
  isOpen: boolean('is_open').notNull().default(false),
  isSelectable: boolean('is_selectable').notNull().default(false),
  showOnMap: boolean('show_on_map').notNull().default(false),
  isAttached: boolean('is_attached').notNull().default(false),
}, (t) => [primaryKey({ columns: [t.actionStatusId, t.roleId] }), index('action_status_roles_role').on(t.roleId)]);
