/** DELETE /v1/me/sessions/{id}: one other session signed out; the list refreshes. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPaths } from '@console/contract/paths';
import { http } from '../../../lib/http';
import { sessionsKey } from './get-sessions';

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.delete(apiPaths.mySession(id), z.unknown()),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}
