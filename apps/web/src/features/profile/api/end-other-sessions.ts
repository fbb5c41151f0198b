/** DELETE /v1/me/sessions: every session but the current one signed out; answers how many ended. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@console/contract/paths';
import { sessionsEndedSchema } from '@console/contract/sessions';
import { http } from '../../../lib/http';
import { sessionsKey } from './get-sessions';

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => http.delete(apiPaths.mySessions, sessionsEndedSchema, undefined, { raw: true }).then((r) => r.data.ended),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}
