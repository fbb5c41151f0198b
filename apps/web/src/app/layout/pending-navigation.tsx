/**
 * The navigation the user asked for that has not landed yet: from the click on a link of the
 * console (a menu entry, a view or create button, a breadcrumb) or Enter on a menu entry, until
 * the address has changed. The router only knows of a navigation once it has matched the path,
 * which for a screen not visited before waits for that feature's routes: the click is taken
 * at once, so the progress line, the marked menu entry and the screen reader's message come
 * within a frame of it (navigation-progress.tsx, side-menu.tsx). A navigation a screen holds to
 * ask first (lib/navigation-held.ts) is on its way no longer.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { NavigationHeldContext } from '../../lib/navigation-held';

interface PendingNavigation {
  /** The path being opened; null when none. */
  path: string | null;
  /** Marks a navigation started by other means than a link (Enter on a menu entry). */
  start: (path: string) => void;
}

const PendingContext = createContext<PendingNavigation>({ path: null, start: () => undefined });

/** A navigation that never lands (an error the router shows in place) stops counting after this. */
const GIVE_UP_MS = 15_000;

/** The path a plain click on this element opens inside the console, or null (a new tab, another site, a download). */
export function clickedPath(event: MouseEvent, current: string): string | null {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.hasAttribute('download')) return null;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  const path = `${url.pathname}${url.search}`;
  return path === current ? null : path;
}

export function PendingNavigationProvider({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigation = useNavigation();
  const [asked, setAsked] = useState<{ path: string; from: string } | null>(null);
  const current = `${location.pathname}${location.search}`;

  useEffect(() => {
    // Capture: before the link's own handler turns it into a router navigation.
    const onClick = (event: MouseEvent) => {
      const path = clickedPath(event, `${window.location.pathname}${window.location.search}`);
      if (path) setAsked({ path, from: `${window.location.pathname}${window.location.search}` });
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);
  useEffect(() => {
    if (!asked) return undefined;
    const timer = setTimeout(() => setAsked(null), GIVE_UP_MS);
    return () => clearTimeout(timer);
  }, [asked]);

  // Landed once the address is another than the one it was asked from.
  const waiting = asked !== null && asked.from === current ? asked.path : null;
  const path = navigation.state === 'loading' ? navigation.location.pathname : waiting;
  const value = useMemo(() => ({ path, start: (to: string) => setAsked({ path: to, from: current }) }), [path, current]);
  const held = useCallback(() => setAsked(null), []);
  return (
    <PendingContext.Provider value={value}>
      <NavigationHeldContext.Provider value={held}>{children}</NavigationHeldContext.Provider>
    </PendingContext.Provider>
  );
}

/** The navigation on its way, if any. */
export function usePendingNavigation(): PendingNavigation {
  return useContext(PendingContext);
}
