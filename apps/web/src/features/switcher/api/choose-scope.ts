/** Storing the switcher's choice: tenant and network for every following call. */
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { storage } from '../../../lib/storage';

/**
 * Returns a function that stores tenant and network and resets every cached answer, because
 * what the API answers depends on the scope headers.
 */
export function useChooseScope(): (tenantId: number, networkId: number) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async (tenantId: number, networkId: number) => {
    storage.setScope(tenantId, networkId);
    await queryClient.resetQueries();
  }, [queryClient]);
}
