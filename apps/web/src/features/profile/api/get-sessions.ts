/** GET /v1/me/sessions: every session of the signed-in user, the current one first. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@console/contract/paths';
import { sessionSchema, type Session } from '@console/contract/sessions';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

/** The sessions' key: ending one refreshes it. */
export const sessionsKey = [...queryKeys.me, 'sessions'] as const;

export function getSessions(signal?: AbortSignal): Promise<Session[]> {
  return http.list(apiPaths.mySessions, sessionSchema, { signal });
}

export function sessionsQueryOptions() {
  return queryOptions({ queryKey: sessionsKey, queryFn: ({ signal }) => getSessions(signal) });
}

export function useSessions() {
  return useQuery(sessionsQueryOptions());
}
