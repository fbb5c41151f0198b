/**
 * The routes of the role screens (route ids are the spec's admin.roles.* names) and their
 * link builders. The list route itself is shared (lib/paths.ts: the side menu points at it).
 */
import type { FailedTexts } from '../../components/page/load-failed';
import { hrefOf, paths, type RoutePath } from '../../lib/paths';

const base = paths.roles.path;

export const rolePaths = {
  index: paths.roles,
  create: { name: 'admin.roles.create', path: `${base}/create` },
  show: { name: 'admin.roles.show', path: `${base}/:id` },
  edit: { name: 'admin.roles.edit', path: `${base}/:id/edit` },
  // Spelled as the spec spells it.
  permissions: { name: 'admin.roles.edit_role_premissions', path: `${base}/:id/edit_role_premissions` },
} as const satisfies Record<string, RoutePath>;

/** Links to one role's screens. */
export const roleHref = {
  show: (id: number) => hrefOf(rolePaths.show.path, { id }),
  edit: (id: number) => hrefOf(rolePaths.edit.path, { id }),
  permissions: (id: number) => hrefOf(rolePaths.permissions.path, { id }),
};

/** The role screens' texts for a record that cannot be loaded: back to the list, 'role not found'. */
export const roleFailed: FailedTexts = {
  list: rolePaths.index.path,
  back: 'roles.back_to_list',
  notFoundTitle: 'roles.not_found',
  notFoundText: 'roles.not_found_text',
};
