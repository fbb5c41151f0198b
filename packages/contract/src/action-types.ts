import { z } from 'zod';
import { configRowFields, flagInput, nameInput, refInput } from './config-fields';

/** An action type (dynamic action type); its switches default to false. */
export const actionTypeSchema = z.object({
  ...configRowFields,
  name: z.string(),
  own_geo: z.boolean(),
  creates_object: z.boolean(),
  deletes_object: z.boolean(),
  on_network: z.boolean(),
  dynamic_action_type_category_id: z.number().int().nullable(),
  dynamic_action_type_category_name: z.string().nullable(),
}).meta({ id: 'ActionType' });
export type ActionType = z.infer<typeof actionTypeSchema>;

export const actionTypeWriteSchema = z.object({
  name: nameInput,
  own_geo: flagInput,
  creates_object: flagInput,
  deletes_object: flagInput,
  on_network: flagInput,
  dynamic_action_type_category_id: refInput,
});

/** An attribute linked to an action type, with its own required flag and order. */
export const actionTypeAttributeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.string(),
  required: z.boolean(),
  order: z.number().int(),
}).meta({ id: 'ActionTypeAttribute' });
export type ActionTypeAttribute = z.infer<typeof actionTypeAttributeSchema>;
