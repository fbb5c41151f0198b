/**
 * A route whose screen is a chunk of its own, loaded when the route is entered (react-router's
 * route `lazy`): the sign-in page then loads only what sign-in needs. The router loads the
 * chunks of all matched routes (layout and page) and runs their loaders side by side, and
 * keeps a loaded chunk for later visits. Until the first screen is there, the console shows
 * its loading state (app/router.tsx); on later navigations the current screen stays until the
 * next one is loaded (app/layout shows a progress bar meanwhile).
 *
 * Every screen of a feature's routes.tsx is declared this way; copy the pattern:
 *
 *   lazyRoute(userPaths.show, () => import('./routes/user-show-page'), (m) => <m.UserShowPage />),
 *   { ...lazyRoute(userPaths.index, () => import('./routes/users-list-page'), (m) => <m.UsersListPage />),
 *     loader: () => prefetchUsersList() },
 *
 * `render` gets the loaded module and gives the element, so a screen with props is the same
 * one line (`(m) => <m.LinkEditorPage owner={...} />`). Import the screen's module only through
 * `load`: a static import of it anywhere in the route files puts it back in the first chunk.
 */
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import type { RoutePath } from './paths';

/** The route `route` (id = its name), its element made by `render` from the module `load` gives. */
export function lazyRoute<M>(route: RoutePath, load: () => Promise<M>, render: (module: M) => ReactNode): RouteObject {
  return { id: route.name, path: route.path, lazy: lazyElement(load, render) };
}

/** A route's `lazy` that loads `load` and gives the element `render` makes of it (for routes without a RoutePath). */
export function lazyElement<M>(load: () => Promise<M>, render: (module: M) => ReactNode): () => Promise<{ element: ReactNode }> {
  return async () => ({ element: render(await load()) });
}
