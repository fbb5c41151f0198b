import { z } from 'zod';
import { embedded } from './envelope';
import { NAME_MAX } from './limits';

export const teamUserSchema = z.object({ id: z.number().int(), name: z.string(), email: z.string() }).meta({ id: 'TeamUser' });

export const teamSchema = z.object({
  id: z.number().int(),
  tenant_id: z.number().int(),
  name: z.string(),
  users_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  user: embedded(z.array(teamUserSchema)),
}).meta({ id: 'Team' });
export type Team = z.infer<typeof teamSchema>;

export const teamWriteSchema = z.object({
  name: z.string().trim().min(1, { error: 'field.required' }).max(NAME_MAX),
});
