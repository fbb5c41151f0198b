/** POST /v1/oauth/access_token (grant password): signs in and stores the access token. */
import { useCallback, useState } from 'react';
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

/** Where a sign-in stands: asking the server, and the last failure (null: none). */
export interface SignInState {
  isPending: boolean;
  error: unknown;
}

/**
 * Signs in and keeps the access token in local storage. Plain React state, not a TanStack
 * mutation: the sign-in page loads no TanStack Query. `submit` resolves to whether
 * the user is signed in; a failure is kept in `error` until the next try.
 */
export function useSignIn(): SignInState & { submit: (credentials: Credentials) => Promise<boolean> } {
  const [state, setState] = useState<SignInState>({ isPending: false, error: null });
  const submit = useCallback(async (credentials: Credentials) => {
    setState({ isPending: true, error: null });
    try {
      const tokens = await signIn(credentials);
      storage.setToken(tokens.access_token);
      setState({ isPending: false, error: null });
      return true;
    } catch (error) {
      setState({ isPending: false, error });
      return false;
    }
  }, []);
  return { ...state, submit };
}
