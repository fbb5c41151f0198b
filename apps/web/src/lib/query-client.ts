/** The one TanStack Query client of the console. */
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';
import { onSessionReset } from './session-reset';

// A 4xx will answer the same when asked again; only a lost connection or a 5xx is worth a retry.
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/** How long an answer counts as fresh: a screen opened again within it asks nothing again. */
export const STALE_MS = 30_000;

/** Builds a query client with the console's defaults (used by the app and by tests). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: STALE_MS, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
// Opening the sign-in page forgets every cached answer (features/auth login-page.tsx).
onSessionReset(() => queryClient.clear());
