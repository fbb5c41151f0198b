/**
 * Field inputs shared by the configuration resources of document 2: the server's schemas and
 * the console's forms take their rules from here.
 */
import { z } from 'zod';
import { NAME_MAX, TEXT_MAX } from './limits';

export const INT_MAX = 2147483647;
/** Weights and orders: whole numbers within a database integer. */
export const WEIGHT_MIN = -1_000_000;
export const WEIGHT_MAX = 1_000_000;

export const nameInput = z.string().trim().min(1, { error: 'field.required' }).max(NAME_MAX);
export const descriptionInput = z.string().trim().max(TEXT_MAX).nullable().optional();
/** An id of another configuration row of the network, or null for none. */
export const refInput = z.coerce.number().int().min(1).max(INT_MAX).nullable().optional();
export const weightInput = z.coerce.number({ error: 'number.invalid' }).int({ error: 'number.integer' })
  .min(WEIGHT_MIN).max(WEIGHT_MAX);
export const flagInput = z.boolean().optional();

/** The columns every configuration row shows. */
export const configRowFields = {
  id: z.number().int(),
  network_id: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
};

/** An entry of a list of linked items: id and name. */
export const namedItemSchema = z.object({ id: z.number().int(), name: z.string() }).meta({ id: 'NamedItem' });
export type NamedItem = z.infer<typeof namedItemSchema>;
