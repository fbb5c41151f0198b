/**
 * Regions that scroll must be reachable with the keyboard (axe: scrollable-region-focusable):
 * a table or description list wider than a phone scrolls inside its card, and a table of plain
 * text (or an empty one) has nothing in it to tab to. Written once for every screen: the table
 * and description scroll containers under `root` that overflow get tabindex=0 (and lose it when
 * they no longer overflow), checked after the next frame is drawn once the page changes or the
 * window resizes: the sizes are read when the browser has laid the page out for that frame, not
 * in the animation frame before it, which made it lay out there (a quarter second of a screen's
 * opening at a phone's speed).
 */
import { useEffect, type RefObject } from 'react';

const REGIONS = '.data-table-scroll, .ant-descriptions-view';
/** Marks the tabindex as this hook's, so one set by a component is never taken away. */
const MARK = 'data-scroll-region';

function mark(root: HTMLElement): void {
  for (const region of root.querySelectorAll<HTMLElement>(REGIONS)) {
    const scrolls = region.scrollWidth > region.clientWidth || region.scrollHeight > region.clientHeight;
    if (scrolls && !region.hasAttribute('tabindex')) {
      region.tabIndex = 0;
      region.setAttribute(MARK, '');
    } else if (!scrolls && region.hasAttribute(MARK)) {
      region.removeAttribute('tabindex');
      region.removeAttribute(MARK);
    }
  }
}

export function useFocusableScrollRegions(root: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = root.current;
    if (!element) return undefined;
    let frame = 0;
    let drawn: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      if (frame || drawn !== undefined) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        drawn = setTimeout(() => { drawn = undefined; mark(element); });
      });
    };
    const observer = new MutationObserver(schedule);
    observer.observe(element, { childList: true, subtree: true });
    window.addEventListener('resize', schedule);
    schedule();
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', schedule);
      cancelAnimationFrame(frame);
      clearTimeout(drawn);
    };
  }, [root]);
}
