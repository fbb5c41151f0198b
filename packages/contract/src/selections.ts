/**
 * Selections (docs/selections.md): named sets of a network's map objects, each of a selection
 * type of that network. A selection of an ordered type (`is_ordered`, a route) keeps its objects
 * in order and has a course: consecutive point objects joined along the network's line objects
 * by the shortest path, its length in metres on the ellipsoid, and the gaps where no path joins
 * two consecutive members. Deleting is soft, as an object's.
 */
import { z } from 'zod';
import { INT_MAX, refInput } from './config-fields';
import { listQueryWith } from './envelope';
import { NAME_MAX } from './limits';
import { geometrySchema, mapObjectValueInput, mapObjectValueSchema } from './map-objects';
import { photoFields } from './actions';
import { versionInput } from './versions';

/** Two consecutive members of a route that no path over the network's lines joins (object ids). */
export const courseGapSchema = z.object({
  from: z.number().int(),
  to: z.number().int(),
}).meta({ id: 'CourseGap' });
export type CourseGap = z.infer<typeof courseGapSchema>;

/** A route's course: its line (a MultiLineString where it has gaps), length and gaps. */
export const courseSchema = z.object({
  geometry: z.object({ type: z.enum(['LineString', 'MultiLineString']), coordinates: z.array(z.unknown()) }).nullable(),
  length_m: z.number(),
  gaps: z.array(courseGapSchema),
}).meta({ id: 'Course' });
export type Course = z.infer<typeof courseSchema>;

export const selectionSchema = z.object({
  id: z.number().int(),
  network_id: z.number().int(),
  selection_type_id: z.number().int(),
  selection_type_name: z.string(),
  /** the type's `is_ordered`: a route */
  is_ordered: z.boolean(),
  /** the type's `is_network`: shared by the whole network, else its creator's and their team's */
  is_network: z.boolean(),
  name: z.string(),
  description: z.string().nullable(),
  /** how many objects it holds (a route: its stops, a junction passed twice counted twice) */
  object_count: z.number().int(),
  /** a route's length in metres on the ellipsoid; null for a set */
  length_m: z.number().nullable(),
  /** a route's gaps; empty for a set */
  gaps: z.array(courseGapSchema),
  created_by: z.number().int().nullable(),
  created_by_name: z.string().nullable(),
  team_id: z.number().int().nullable(),
  team_name: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  deleted_at: z.string().nullable(),
  attributes: z.array(mapObjectValueSchema),
}).meta({ id: 'Selection' });
export type Selection = z.infer<typeof selectionSchema>;

const attributesInput = z.array(mapObjectValueInput).max(1000);
/** The members as written: object ids in order (a route) or as a set. */
const objectIdsInput = z.array(z.coerce.number().int().min(1).max(INT_MAX)).max(10000);

export const selectionCreateSchema = z.object({
  selection_type_id: z.coerce.number().int().min(1).max(INT_MAX),
  name: z.string().trim().min(1).max(NAME_MAX),
  description: z.string().trim().max(10000).nullable().optional(),
  attributes: attributesInput.optional(),
  /** the members at once; for a route in their order */
  objects: objectIdsInput.optional(),
  /** one of the creator's teams on the network; default: their team there, when they have one */
  team_id: refInput,
});
export type SelectionCreate = z.infer<typeof selectionCreateSchema>;

/**
 * PUT and PATCH alike: what is sent changes; `objects` replaces the members (a route's new order).
 * The selection type stays: another one sent is a 400 on it.
 */
export const selectionUpdateSchema = selectionCreateSchema.partial().extend({
  updated_at: versionInput,
});
export type SelectionUpdate = z.infer<typeof selectionUpdateSchema>;

/** GET /v1/selection and the other lists of selections. */
export const selectionListQuery = listQueryWith({
  selection_type_id: z.coerce.number().int().min(1).max(INT_MAX).optional(),
  deleted: z.enum(['true', 'false', '1', '0', '']).optional().transform((v) => v === 'true' || v === '1'),
  format: z.enum(['json', 'csv']).optional(),
}, { unknown: 'refuse' });
export type SelectionListQuery = z.infer<typeof selectionListQuery>;

/**
 * POST and DELETE /v1/selection/{id}/object and /v1/object/{id}/selection: the original client's
 * link body, `{relation: [id | {id}]}` (objects, or selections); `?sync=1` makes the list exactly these.
 */
export { relationBody as memberBody, linkQuery as memberQuery } from './links';

/** GET /v1/selection_type/{id}/missing: a live object of a type linked with `required` that no live selection of the type holds. */
export const missingObjectSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  label: z.string(),
  map_object_type_id: z.number().int(),
  map_object_type_name: z.string(),
}).meta({ id: 'MissingSelectionObject' });
export type MissingObject = z.infer<typeof missingObjectSchema>;

/** A member of a selection as GET /v1/selection/{id}/object lists it: the object and its place. */
export const selectionObjectSchema = z.object({
  position: z.number().int(),
  id: z.number().int(),
  code: z.string(),
  label: z.string(),
  map_object_type_id: z.number().int(),
  map_object_type_name: z.string(),
  geometry: geometrySchema,
  deleted_at: z.string().nullable(),
}).meta({ id: 'SelectionObject' });
export type SelectionObject = z.infer<typeof selectionObjectSchema>;

/** A selection's photo, with what it shows as an object's photo has it. */
export const selectionImageSchema = z.object({ ...photoFields, selection_id: z.number().int(), caption: z.string().nullable() }).meta({ id: 'SelectionImage' });
export type SelectionImage = z.infer<typeof selectionImageSchema>;

/** POST /v1/network/{id}/route_course: the course of members not yet saved (the map's route builder). */
export const courseRequestSchema = z.object({ objects: objectIdsInput.min(1) });

/**
 * A route's stops without one object twice in a row, the first of each run kept: a route never
 * passes the same object twice in a row (the API refuses it, `selection.repeated`), so whatever
 * brings a stop next to itself (a removal between the two, a new order) makes them one stop. The
 * API's removals and the console's edits of a route both go through it.
 */
export function withoutRepeats<T>(stops: readonly T[], objectOf: (stop: T) => unknown = (stop) => stop): T[] {
  return stops.filter((stop, i) => i === 0 || objectOf(stops[i - 1]) !== objectOf(stop));
}
