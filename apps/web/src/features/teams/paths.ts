/**
 * The routes of the team screens (route ids are the spec's admin.teams.* names) and their
 * link builders. The list route itself is shared (lib/paths.ts: the side menu points at it).
 */
import type { FailedTexts } from '../../components/page/load-failed';
import { hrefOf, paths, type RoutePath } from '../../lib/paths';

const base = paths.teams.path;

export const teamPaths = {
  index: paths.teams,
  create: { name: 'admin.teams.create', path: `${base}/create` },
  show: { name: 'admin.teams.show', path: `${base}/:id` },
  edit: { name: 'admin.teams.edit', path: `${base}/:id/edit` },
  users: { name: 'admin.teams.editusers', path: `${base}/:id/editusers` },
} as const satisfies Record<string, RoutePath>;

/** Links to one team's screens. */
export const teamHref = {
  show: (id: number) => hrefOf(teamPaths.show.path, { id }),
  edit: (id: number) => hrefOf(teamPaths.edit.path, { id }),
  users: (id: number) => hrefOf(teamPaths.users.path, { id }),
};

/** The team screens' texts for a record that cannot be loaded: back to the list, 'team not found'. */
export const teamFailed: FailedTexts = {
  list: teamPaths.index.path,
  back: 'teams.back_to_list',
  notFoundTitle: 'teams.not_found',
  notFoundText: 'teams.not_found_text',
};
