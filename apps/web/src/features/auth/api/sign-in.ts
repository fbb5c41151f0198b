/** POST /v1/oauth/access_token (grant password): signs in and stores the access token. */
import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '@console/contract/paths';
import type { TokenResponse } from '@console/contract/auth';
import { requestBody } from '../../../lib/http';
import { storage } from '../../../lib/storage';
import { oauthClient } from './oauth-client';

export interface Credentials {
  email: string;
  password: string;
}

/**
 * Asks the server for tokens. The answer is OAuth's own (not wrapped in data), and a failure
 * skips the error catalogue: the spec wants a failed sign-in to only stop the spinner. The
 * answer's schema (and zod with it) loads while the server checks the password: the sign-in
 * page itself loads no schema.
 */
export async function signIn({ email, password }: Credentials): Promise<TokenResponse> {
  const [{ tokenResponseSchema }, answer] = await Promise.all([
    import('@console/contract/auth'),
    requestBody('POST', apiPaths.token, {
      body: { grant_type: 'password', username: email.trim(), password, ...oauthClient },
      raw: true,
      silent: true,
    }),
  ]);
  return tokenResponseSchema.parse(answer);
}

/** Signs in and keeps the access token in local storage. */
export function useSignIn() {
  return useMutation({
    mutationFn: signIn,
    onSuccess: (tokens) => storage.setToken(tokens.access_token),
  });
}
