/**
 * A navigation asked for and then held: a screen with unsaved work asks first
 * (components/page/leave-guard.tsx), so nothing is on its way and the layout's progress line and
 * marked menu entry (app/layout/pending-navigation.tsx, which provides this) stop at once.
 */
import { createContext } from 'react';

/** Called when the navigation the user asked for is held; outside the layout it does nothing. */
export const NavigationHeldContext = createContext<() => void>(() => undefined);
