import { z } from 'zod';
import { configRowFields, nameInput } from './config-fields';

export const actionPrioritySchema = z.object({ ...configRowFields, name: z.string() }).meta({ id: 'ActionPriority' });
export type ActionPriority = z.infer<typeof actionPrioritySchema>;

export const actionPriorityWriteSchema = z.object({ name: nameInput });
