/**
 * Whether a media query matches, read while rendering (useSyncExternalStore): the first render
 * already has the right answer (the layout's phone breakpoint, the reduced-motion wish). antd's
 * Grid.useBreakpoint answers {} on the first render and the real screens from a layout effect,
 * which re-rendered the whole layout (menu, header) synchronously in the commit of the first
 * screen (the users list's opening).
 */
import { useCallback, useSyncExternalStore } from 'react';

/** The layout's phone breakpoint (below antd's `md`, 768 px): the menu is a drawer behind the header's button. */
export const PHONE_QUERY = '(max-width: 767.98px)';

// Not kept between calls: a test may stub matchMedia per file (vitest unstubGlobals).
function mediaQueryList(query: string): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;
}

/** Whether `query` matches now (false without matchMedia). */
export function mediaMatches(query: string): boolean {
  return mediaQueryList(query)?.matches ?? false;
}

/** True while `query` matches; follows a change (a resize, a rotated phone) without a reload. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback((onChange: () => void) => {
    const list = mediaQueryList(query);
    list?.addEventListener('change', onChange);
    return () => list?.removeEventListener('change', onChange);
  }, [query]);
  return useSyncExternalStore(subscribe, () => mediaMatches(query), () => false);
}
