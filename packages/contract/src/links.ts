import { z } from 'zod';
import { relationId } from './envelope';

/** A link call's body: `{relation: [id | {id}, ...]}`. */
export const relationBody = z.object({
  relation: z.array(relationId).min(1).max(10000),
});
export type RelationBody = z.infer<typeof relationBody>;

/** An entry of a list of linked items: id and name at least. */
export const linkedItemSchema = z.object({ id: z.number().int(), name: z.string() }).loose();
