import { z } from 'zod';
import { configRowFields, descriptionInput, nameInput } from './config-fields';

export const mapObjectCategorySchema = z.object({
  ...configRowFields,
  name: z.string(),
  description: z.string().nullable(),
}).meta({ id: 'MapObjectCategory' });
export type MapObjectCategory = z.infer<typeof mapObjectCategorySchema>;

export const mapObjectCategoryWriteSchema = z.object({ name: nameInput, description: descriptionInput });
export type MapObjectCategoryWrite = z.infer<typeof mapObjectCategoryWriteSchema>;
