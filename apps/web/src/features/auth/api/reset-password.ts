/** POST /v1/account/reset: sets a new password with the mailed token. */
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPaths } from '@console/contract/paths';
import type { ResetPassword } from '@console/contract/account';
import { http } from '../../../lib/http';

const answerSchema = z.object({ message: z.string() });

/** Sets the password; a 400 names password, password_confirmation or token. */
export function resetPassword(input: ResetPassword): Promise<z.output<typeof answerSchema>> {
  return http.post(apiPaths.resetPassword, answerSchema, input);
}

/** Mutation for the password-reset page. */
export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
