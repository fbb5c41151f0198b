/**
 * The selected network's lock setting of one kind (lib/network-locks.ts), which the console's
 * edit, delete and restore buttons meet as the server does.
 */
import type { LockKind, LockValue } from '@console/contract/kv';
import { useNetworkLockValues } from './network-locks';
import { storage } from './storage';

/** The setting (undefined until read, or when refused) and whether it is still on its way. */
export function useLock(kind: LockKind): { data: LockValue | undefined; isPending: boolean } {
  const locks = useNetworkLockValues(storage.getNetworkId() ?? 0);
  return { data: locks.data?.[kind], isPending: locks.isPending };
}
