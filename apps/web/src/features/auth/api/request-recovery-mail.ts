/** POST /v2/user/account/password: mails a password-recovery link (always 200). */
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPaths } from '@console/contract/paths';
import { http } from '../../../lib/http';

const answerSchema = z.object({ message: z.string() });

/** Asks the server to mail a recovery link to this address. */
export function requestRecoveryMail(email: string): Promise<z.output<typeof answerSchema>> {
  return http.post(apiPaths.recoveryMail, answerSchema, { email: email.trim() });
}

/** Mutation for the recovery-mail modal. */
export function useRequestRecoveryMail() {
  return useMutation({ mutationFn: requestRecoveryMail });
}
