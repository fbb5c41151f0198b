/**
 * The action screens' routes: the overview (lib/paths.ts, the menu points at it) and one action's
 * page. In the first chunk (first-calls.ts names them): what only the screens need lives elsewhere.
 */
import { hrefOf, paths, type RoutePath } from '../../lib/paths';

export const actionPaths = {
  index: paths.actions,
  show: { name: 'admin.actions.show', path: `${paths.actions.path}/:id` } satisfies RoutePath,
} as const;

/** The page of one action (bookmarkable). */
export const actionHref = (id: number) => hrefOf(actionPaths.show.path, { id });
