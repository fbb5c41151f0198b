/**
 * The selection screens' routes: the list (lib/paths.ts, the menu points at it) and one
 * selection's page. In the first chunk (first-calls.ts names them).
 */
import { hrefOf, paths, type RoutePath } from '../../lib/paths';

export const selectionPaths = {
  index: paths.selections,
  show: { name: 'admin.selections.show', path: `${paths.selections.path}/:id` } satisfies RoutePath,
} as const;

/** The page of one selection (bookmarkable). */
export const selectionHref = (id: number) => hrefOf(selectionPaths.show.path, { id });
