/**
 * Names for the breadcrumb: a page that shows a row says its name, and the breadcrumb shows it
 * in place of the id ("Gebruikers / Bram Jansen", not "Gebruikers / 3"). The names are kept
 * for the session, so a crumb of a row seen before keeps its name on deeper pages.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';

const names = new Map<string, string>();
const listeners = new Set<() => void>();
let version = 0;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Remembers `name` for the path up to the segment `segment` of `pathname` (no-op when absent). */
export function rememberCrumbName(pathname: string, segment: string, name: string): void {
  const parts = pathname.split('/');
  const at = parts.indexOf(encodeURIComponent(segment));
  if (at < 1) return;
  const path = parts.slice(0, at + 1).join('/');
  if (names.get(path) === name) return;
  names.set(path, name);
  version += 1;
  for (const listener of listeners) listener();
}

/** Names the crumb of `id` in the current path `name`, once both are known. */
export function useCrumbName(id: number | string | null | undefined, name: string | null | undefined): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (id !== null && id !== undefined && name) rememberCrumbName(pathname, String(id), name);
  }, [pathname, id, name]);
}

/** The name remembered for a crumb's path, if any. */
export function crumbNameOf(path: string): string | undefined {
  return names.get(path);
}

/** crumbNameOf, re-rendering the caller when a name is added. */
export function useCrumbNameOf(): (path: string) => string | undefined {
  useSyncExternalStore(subscribe, () => version);
  return crumbNameOf;
}
