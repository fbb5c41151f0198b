/**
 * The organisation screens' routes: the spec's route names (admin.tenants.*) with their path
 * patterns, and builders for links to them. The list route itself lives in lib/paths.ts.
 */
import { hrefOf, paths, type RoutePath } from '../../lib/paths';

const route = (name: string, path: string): RoutePath => ({ name, path });

export const tenantPaths = {
  index: paths.tenants,
  create: route('admin.tenants.create', `${paths.tenants.path}/create`),
  show: route('admin.tenants.show', `${paths.tenants.path}/:id`),
  edit: route('admin.tenants.edit', `${paths.tenants.path}/:id/edit`),
  createNetwork: route('admin.tenants.create_network', `${paths.tenants.path}/:id/create_network`),
} as const;

/** Links to one organisation's screens. */
export const tenantHref = {
  show: (id: number) => hrefOf(tenantPaths.show.path, { id }),
  edit: (id: number) => hrefOf(tenantPaths.edit.path, { id }),
  createNetwork: (id: number) => hrefOf(tenantPaths.createNetwork.path, { id }),
};

