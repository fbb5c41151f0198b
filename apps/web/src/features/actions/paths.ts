/** The action screens' routes: the overview (lib/paths.ts, the menu points at it) and one action's page. */
import type { FailedTexts } from '../../components/page/load-failed';
import { hrefOf, paths, type RoutePath } from '../../lib/paths';

export const actionPaths = {
  index: paths.actions,
  show: { name: 'admin.actions.show', path: `${paths.actions.path}/:id` } satisfies RoutePath,
} as const;

/** The page of one action (bookmarkable). */
export const actionHref = (id: number) => hrefOf(actionPaths.show.path, { id });

/** The action's page for a record that cannot be loaded: back to the overview, 'Actie niet gevonden'. */
export const actionFailed: FailedTexts = {
  list: actionPaths.index.path,
  back: 'actions.back_to_list',
  notFoundTitle: 'actions.not_found',
  notFoundText: 'actions.not_found_text',
};
