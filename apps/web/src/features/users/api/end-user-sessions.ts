/** DELETE /v1/user/{id}/sessions: user `id` signed out everywhere; answers how many sessions ended. */
import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '@console/contract/paths';
import { sessionsEndedSchema } from '@console/contract/sessions';
import { http } from '../../../lib/http';

export function useEndUserSessions() {
  return useMutation({
    mutationFn: (id: number) => http.delete(apiPaths.userSessions(id), sessionsEndedSchema, undefined, { raw: true }).then((r) => r.data.ended),
  });
}
