/**
 * What a field app asks of a network's objects beside the list and web2 (the original client's
 * NetworkChildrenClient): the objects deleted since a moment, the sync of one type, every object
 * at once (a page as big as it asks, up to MAX_PER_PAGE), and the objects that hold a value.
 */
import { z } from 'zod';
import { idParam, listQueryWith, refuseUnknownParameters } from './envelope';
import { MAX_PER_PAGE } from './limits';
import { objectFilterFields, sinceParam, withDeletedParam } from './map-objects';

/** GET /v1/network/{id}/children/deleted: the deleted objects, those deleted since `updated_at` when given. */
const deletedShape = { updated_at: sinceParam };
export const childrenDeletedQuery = z.looseObject(deletedShape).superRefine(refuseUnknownParameters(Object.keys(deletedShape)));

/** GET /v1/network/{id}/children/type/{typeId}: web2's sync of one type (the library's findByType). */
export const childrenOfTypeParams = z.object({ id: idParam.shape.id, typeId: idParam.shape.id });
const ofTypeShape = { updated_at: sinceParam, deleted_at: withDeletedParam, map_object_status_id: objectFilterFields.map_object_status_id };
export const childrenOfTypeQuery = z.looseObject(ofTypeShape).superRefine(refuseUnknownParameters(Object.keys(ofTypeShape)));

/**
 * GET /v1/network/{id}/children/all: every object, a page of `perPage` (the library asks
 * PHP_INT_MAX: a page of MAX_PER_PAGE then, with the pagination to ask the next); none: the
 * biggest page.
 */
export const childrenAllQuery = listQueryWith({
  ...objectFilterFields,
  perPage: z.string().max(30).regex(/^\d+$/, { error: 'list.invalid_value' }).optional()
    .transform((v) => (v === undefined ? MAX_PER_PAGE : Math.max(1, Math.min(Number(v), MAX_PER_PAGE)))),
}, { unknown: 'refuse' });

/** The most values one find asks for at once. */
export const FIND_MAX_VALUES = 20;

const attributeId = idParam.shape.id;
const criterion = z.object({ id: attributeId, value: z.unknown() });

/**
 * POST /v1/network/{id}/children/find: the objects holding a value, as `{attribute_id, value}`
 * or several at once as `{attributes: [{id, value}]}` (the shape of an object's values; all must
 * hold, and `attribute_id` beside them too), of one type when `map_object_type_id` is given. A value is read as the attribute's type
 * keeps it (`"12"` finds 12) and matches the whole stored value. Paged by id; include in the query.
 */
export const childrenFindBody = z.object({
  attribute_id: attributeId.optional(),
  value: z.unknown().optional(),
  attributes: z.array(criterion).min(1).max(FIND_MAX_VALUES).optional(),
  map_object_type_id: attributeId.optional(),
}).superRefine((body, ctx) => {
  if (body.attributes === undefined && body.attribute_id === undefined) ctx.addIssue({ code: 'custom', path: ['attribute_id'], message: 'field.required' });
  if (body.attribute_id !== undefined && (body.value === undefined || body.value === null)) ctx.addIssue({ code: 'custom', path: ['value'], message: 'field.required' });
});
export type ChildrenFind = z.infer<typeof childrenFindBody>;

/** The query of a find: the list kit's paging, sort and includes; any other parameter is refused. */
export const childrenFindQuery = listQueryWith({}, { unknown: 'refuse' });
