/**
 * Actions: the work on a network (a repair, an inspection, a report), each of an action type of
 * the network, on a map object (when the type is linked to the object's type) or on the network
 * (when the type is `on_network`), with a geometry of its own when the type has `own_geo`, a
 * priority, a status, a description and values of the type's attributes. A final status closes
 * it (`closed_at`) and may create or delete an object. Deleting is soft. The caller's role on the
 * network decides which statuses they may set (`is_selectable`), which actions are their open
 * work (`is_open`), what the map shows them (`show_on_map`) and what an object's list shows them
 * (`is_attached`).
 */
import { z } from 'zod';
import { commentSchema } from './comments';
import { INT_MAX, refInput } from './config-fields';
import { embedded, includeParam, listQueryWith, refuseUnknownParameters } from './envelope';
import { TEXT_MAX } from './limits';
import { versionInput } from './versions';
import { bboxParam, flagParam, geometrySchema, mapObjectValueInput, mapObjectValueSchema, sinceParam, withDeletedParam } from './map-objects';


/** What an action's answers may embed (`include=comment`: its comments, oldest first, as its comment list shows them). */
export const ACTION_INCLUDES = ['comment'] as const;

export const actionSchema = z.object({
  id: z.number().int(),
  network_id: z.number().int(),
  dynamic_action_type_id: z.number().int(),
  dynamic_action_type_name: z.string(),
  map_object_id: z.number().int().nullable(),
  map_object_code: z.string().nullable(),
  action_priority_id: z.number().int().nullable(),
  action_priority_name: z.string().nullable(),
  action_status_id: z.number().int().nullable(),
  action_status_name: z.string().nullable(),
  description: z.string().nullable(),
  geometry: geometrySchema.nullable(),
  created_by: z.number().int().nullable(),
  created_by_name: z.string().nullable(),
  team_id: z.number().int().nullable(),
  team_name: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  closed_at: z.string().nullable(),
  deleted_at: z.string().nullable(),
  attributes: z.array(mapObjectValueSchema),
  /** include=comment */
  comment: embedded(z.array(commentSchema)),
}).meta({ id: 'Action' });
export type Action = z.infer<typeof actionSchema>;

const attributesInput = z.array(mapObjectValueInput).max(1000);
const idInput = z.coerce.number().int().min(1).max(INT_MAX);

export const actionCreateSchema = z.object({
  dynamic_action_type_id: idInput,
  map_object_id: refInput,
  action_priority_id: refInput,
  action_status_id: refInput,
  description: z.string().trim().max(TEXT_MAX).nullable().optional(),
  /** required when the type has own_geo, refused otherwise */
  geometry: z.unknown().optional(),
  attributes: attributesInput.optional(),
  team_id: refInput,
});
export type ActionCreate = z.infer<typeof actionCreateSchema>;

/** PUT and PATCH alike: what is sent changes; the type and the object stay. */
export const actionUpdateSchema = actionCreateSchema.partial().extend({ updated_at: versionInput });
export type ActionUpdate = z.infer<typeof actionUpdateSchema>;

/**
 * GET /v1/action: the list kit's parameters, plus `open=1` (the actions whose status is open for
 * the caller's role), `on_map=1` (those its role sees on the map), an object, a viewport (the
 * action's own geometry, else its object's).
 */
export const actionListQuery = listQueryWith({
  open: flagParam,
  /** the actions the map shows the caller's role (`show_on_map`) */
  on_map: flagParam,
  map_object_id: idInput.optional(),
  bbox: bboxParam,
  /** the actions that fall in this area of the network (GET /v1/geo): where they are, as one position */
  area_id: idInput.optional(),
  /** geojson: a FeatureCollection, each action where it is (its own geometry, else its object's) */
  format: z.enum(['json', 'csv', 'geojson']).optional(),
}, { unknown: 'refuse' });

/** GET /v1/network/{id}/action: the list kit's parameters alone. */
export const networkActionListQuery = listQueryWith({}, { unknown: 'refuse' });

/**
 * GET /v1/object/{id}/action: the list kit's parameters, and the original client's `nested`
 * (the actions of the objects under it too): objects do not hang under each other yet, so
 * nested or not is the object's own actions.
 */
export const objectActionListQuery = listQueryWith({ nested: flagParam }, { unknown: 'refuse' });

/**
 * GET /v1/network/{id}/action/web: what changed since `updated_at` (Unix seconds or ISO 8601;
 * none: all). `deleted_at` (the original client's flag, false by default there): true or 1 adds
 * the deleted ones with their `deleted_at`, false or 0 leaves them out; none adds them.
 */
const syncShape = {
  updated_at: sinceParam,
  deleted_at: withDeletedParam,
  include: includeParam,
};
export const actionSyncQuery = z.looseObject(syncShape).superRefine(refuseUnknownParameters(Object.keys(syncShape)));


/** What a photo (of an action, of an object) shows: its file in the network's file store, with its image type. */
export const photoFields = {
  id: z.number().int(),
  action_image_type_id: z.number().int().nullable(),
  action_image_type_name: z.string().nullable(),
  file_id: z.number().int(),
  name: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  created_by: z.number().int().nullable(),
  created_at: z.string(),
};

/** A photo of an action. */
export const actionImageSchema = z.object({ ...photoFields, action_id: z.number().int() }).meta({ id: 'ActionImage' });
export type ActionImage = z.infer<typeof actionImageSchema>;

/** The photo types an action takes: JPEG, PNG and WebP, recognised by their first bytes. */
export const ACTION_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** GET /v1/action/selectable_status: the statuses the caller's role may set (an administrator of the network: all). */
export const selectableStatusSchema = z.object({ id: z.number().int(), name: z.string(), weight: z.number().int(), is_final: z.boolean() }).meta({ id: 'SelectableStatus' });

/** GET /v1/network/{id}/action_attribute_values: one filled value of one of the network's actions. */
export const actionAttributeValueSchema = z.object({
  action_id: z.number().int(),
  attribute_id: z.number().int(),
  name: z.string(),
  type: z.string(),
  value: z.unknown(),
}).meta({ id: 'ActionAttributeValue' });
