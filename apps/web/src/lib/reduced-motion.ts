/**
 * Whether the user asked the system for less motion (`prefers-reduced-motion: reduce`). The
 * console then turns antd's animations off: modals, dropdowns and messages appear at once.
 */
import { useMediaQuery } from './media-query';

/** True while the system prefers reduced motion; follows a change without a reload. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
