/**
 * The users screens' routes: the spec's route name and path pattern of each, and link
 * builders. The list and the user-roles screen are in lib/paths.ts (the menu points at them).
 */
import type { FailedTexts } from '../../components/page/load-failed';
import { hrefOf, paths, type RoutePath } from '../../lib/paths';

const route = (name: string, path: string): RoutePath => ({ name, path });

export const userPaths = {
  index: paths.users,
  create: route('admin.users.create', `${paths.users.path}/create`),
  show: route('admin.users.show', `${paths.users.path}/:id`),
  edit: route('admin.users.edit', `${paths.users.path}/:id/edit`),
  passwordReset: route('admin.users.passwordReset', `${paths.users.path}/:id/passwordreset`),
  // The spec puts the two per-user link editors outside /admin, with the user id as parameter.
  teamsEdit: route('admin.users.teams.edit', '/editteam/:id'),
  networksEdit: route('admin.users.networks.edit', '/editusernetworks/:id'),
  userRoles: paths.userRoles,
} as const;

/** Links to one user's screens. */
export const userHref = {
  show: (id: number) => hrefOf(userPaths.show.path, { id }),
  edit: (id: number) => hrefOf(userPaths.edit.path, { id }),
  passwordReset: (id: number) => hrefOf(userPaths.passwordReset.path, { id }),
  teamsEdit: (id: number) => hrefOf(userPaths.teamsEdit.path, { id }),
  networksEdit: (id: number) => hrefOf(userPaths.networksEdit.path, { id }),
};

/** The users screens' texts for a record that cannot be loaded: back to the list, 'Gebruiker niet gevonden'. */
export const userFailed: FailedTexts = {
  list: userPaths.index.path,
  back: 'users.back_to_list',
  notFoundTitle: 'users.not_found_title',
  notFoundText: 'users.not_found',
};
