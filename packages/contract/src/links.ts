import { z } from 'zod';
import { relationId } from './envelope';
import { INT_MAX, WEIGHT_MAX, WEIGHT_MIN } from './config-fields';

/** A link call's body: `{relation: [id | {id}, ...]}`. */
export const relationBody = z.object({
  relation: z.array(relationId).min(1).max(10000),
});
export type RelationBody = z.infer<typeof relationBody>;

/** An entry of a list of linked items: id and name at least. */
export const linkedItemSchema = z.object({ id: z.number().int(), name: z.string() });

const linkId = z.coerce.number().int().min(1).max(INT_MAX);

/** A link entry that may carry the link's own fields (`{id, required}`, `{id, order}`); a bare id alike. */
export interface LinkEntry { id: number; required?: boolean; order?: number }
export const linkEntry = z.union([
  linkId.transform((id): LinkEntry => ({ id })),
  z.object({
    id: linkId,
    required: z.boolean().optional(),
    order: z.coerce.number().int().min(WEIGHT_MIN).max(WEIGHT_MAX).optional(),
  }),
]);

/** The body of a link call; links with fields of their own take them from the entries. */
export const linkBody = z.object({ relation: z.array(linkEntry).min(1).max(10000) });

const flag = z.string().max(10).optional().transform((v) => v?.toLowerCase() === 'true' || v === '1');

/**
 * `?update=true`: change the fields of existing links instead of adding links; `?sync=1` (or
 * `sync=true`, the original client's): make the links exactly the list sent, with the fields sent.
 */
export const linkQuery = z.object({
  update: flag,
  sync: flag,
  default: z.string().max(10).optional(),
});

/** The path of one linked item: the owner and the target. */
export const linkItemParams = z.object({
  id: z.coerce.number().int().min(1).max(INT_MAX),
  targetId: z.coerce.number().int().min(1).max(INT_MAX),
});
