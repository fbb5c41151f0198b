/**
 * While the router loads the next screen (its chunk, lib/lazy-route.ts), the current one stays
 * and a thin bar runs along the top of the page; it shows only after a short delay (styles.css),
 * so a screen that is already loaded gives no flash.
 */
import { useNavigation } from 'react-router';

export function NavigationProgress() {
  const loading = useNavigation().state === 'loading';
  return loading ? <div className="navigation-progress" aria-hidden /> : null;
}
