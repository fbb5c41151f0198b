import { z } from 'zod';
import { idParam } from './envelope';

/**
 * A session: one token pair of the signed-in user, as GET /v1/me/sessions lists it.
 * created_at is the sign-in (a refresh passes it on); last_used_at is written at most once a
 * minute; current is true for the pair the call was made with.
 */
export const sessionSchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  user_agent: z.string().nullable(),
  address: z.string().nullable(),
  current: z.boolean(),
}).meta({ id: 'Session' });
export type Session = z.infer<typeof sessionSchema>;

/** DELETE /v1/me/sessions and /v1/user/{id}/sessions: how many sessions were ended. */
export const sessionsEndedSchema = z.object({ data: z.object({ ended: z.number().int() }) });
export type SessionsEnded = z.infer<typeof sessionsEndedSchema>['data'];

export const sessionParams = idParam;
