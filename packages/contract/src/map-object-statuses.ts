import { z } from 'zod';
import { configRowFields, nameInput, weightInput } from './config-fields';

export const mapObjectStatusSchema = z.object({
  ...configRowFields,
  name: z.string(),
  weight: z.number().int(),
}).meta({ id: 'MapObjectStatus' });
export type MapObjectStatus = z.infer<typeof mapObjectStatusSchema>;

export const mapObjectStatusWriteSchema = z.object({ name: nameInput, weight: weightInput.optional() });
