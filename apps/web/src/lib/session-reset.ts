/**
 * Forgets a session on this device: local storage (lib/storage.ts keeps the language) and what
 * the modules that cache answers registered here. The query client registers itself when it is
 * loaded (lib/query-client.ts), so the sign-in page, which loads no TanStack Query, still
 * clears its cache when the console had one.
 */
import { storage } from './storage';

const resets = new Set<() => void>();

/** Registers what `resetSession` also forgets. */
export function onSessionReset(reset: () => void): void {
  resets.add(reset);
}

/** Clears the stored session and every registered cache. */
export function resetSession(): void {
  storage.clearSession();
  for (const reset of resets) reset();
}
