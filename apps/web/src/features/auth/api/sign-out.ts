/** POST /v1/oauth/revoke, then forget the session on this device. */
import { z } from 'zod';
import type { QueryClient } from '@tanstack/react-query';
import { apiPaths } from '@console/contract/paths';
import { http } from '../../../lib/http';
import { storage } from '../../../lib/storage';
import { oauthClient } from './oauth-client';

/**
 * Revokes the access token on the server (best effort: an unreachable server or an already
 * invalid token must not keep the user signed in here), then clears token, tenant and network
 * and every cached answer.
 */
export async function signOut(queryClient: QueryClient): Promise<void> {
  const token = storage.getToken();
  if (token) {
    await http.post(apiPaths.revoke, z.unknown(), { token, ...oauthClient }, { raw: true, silent: true })
      .catch(() => undefined);
  }
  storage.clearSession();
  queryClient.clear();
}
