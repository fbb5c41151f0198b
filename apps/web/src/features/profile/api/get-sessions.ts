/**
 * The signed-in user's sessions: GET /v1/me/sessions, DELETE /v1/me/sessions/{id}
 * (sign out one other session), DELETE /v1/me/sessions (sign out all others).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPaths } from '@console/contract/paths';
import { sessionSchema, sessionsEndedSchema, type Session } from '@console/contract/sessions';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

const sessionsKey = [...queryKeys.me, 'sessions'] as const;

/** Every session of the signed-in user, the current one first. */
export function getSessions(signal?: AbortSignal): Promise<Session[]> {
  return http.list(apiPaths.mySessions, sessionSchema, { signal });
}

export function sessionsQueryOptions() {
  return queryOptions({ queryKey: sessionsKey, queryFn: ({ signal }) => getSessions(signal) });
}

export function useSessions() {
  return useQuery(sessionsQueryOptions());
}

/** Ends one other session; the list refreshes. */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.delete(apiPaths.mySession(id), z.unknown()),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}

/** Ends every session but the current one; answers how many ended. */
export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => http.delete(apiPaths.mySessions, sessionsEndedSchema, undefined, { raw: true }).then((r) => r.data.ended),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}
