import { z } from 'zod';
import { configRowFields, descriptionInput, nameInput, weightInput } from './config-fields';

export const attributeGroupSchema = z.object({
  ...configRowFields,
  name: z.string(),
  description: z.string().nullable(),
  order: z.number().int(),
}).meta({ id: 'AttributeGroup' });
export type AttributeGroup = z.infer<typeof attributeGroupSchema>;

export const attributeGroupWriteSchema = z.object({
  name: nameInput,
  description: descriptionInput,
  order: weightInput.optional(),
});
