import { z } from 'zod';
import { configRowFields, flagInput, nameInput } from './config-fields';

/** A category of action types (dynamic action type category). */
export const actionCategorySchema = z.object({
  ...configRowFields,
  name: z.string(),
  is_change_request: z.boolean(),
}).meta({ id: 'ActionCategory' });
export type ActionCategory = z.infer<typeof actionCategorySchema>;

export const actionCategoryWriteSchema = z.object({ name: nameInput, is_change_request: flagInput });
