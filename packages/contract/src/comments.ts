/**
 * Comments on an action or on a map object: one kind of row and one id space, so
 * `/v1/comment/{id}` names either. Its author or an administrator of the network changes or
 * deletes one. A comment copied from an action onto its object names the one it came from.
 */
import { z } from 'zod';
import { TEXT_MAX } from './limits';

export const commentSchema = z.object({
  id: z.number().int(),
  /** the action it is on, or null */
  action_id: z.number().int().nullable(),
  /** the map object it is on, or null */
  map_object_id: z.number().int().nullable(),
  user_id: z.number().int().nullable(),
  user_name: z.string().nullable(),
  comment: z.string(),
  /** the action's comment this one was copied from */
  copied_from_id: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
}).meta({ id: 'Comment' });
export type Comment = z.infer<typeof commentSchema>;

export const commentBody = z.object({ comment: z.string().trim().min(1, { error: 'field.required' }).max(TEXT_MAX) });
