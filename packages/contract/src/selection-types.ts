import { z } from 'zod';
import { configRowFields, flagInput, nameInput } from './config-fields';

/** is_ordered is labelled as "route" in the console. */
export const selectionTypeSchema = z.object({
  ...configRowFields,
  name: z.string(),
  is_network: z.boolean(),
  is_ordered: z.boolean(),
}).meta({ id: 'SelectionType' });
export type SelectionType = z.infer<typeof selectionTypeSchema>;

export const selectionTypeWriteSchema = z.object({ name: nameInput, is_network: flagInput, is_ordered: flagInput });
