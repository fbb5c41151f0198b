/**
 * The network screens' routes: the spec's route names (admin.networks.*) with their path
 * patterns, and builders for links to them. The list route itself lives in lib/paths.ts.
 */
import { hrefOf, paths, type RoutePath } from '../../lib/paths';

const route = (name: string, path: string): RoutePath => ({ name, path });

export const networkPaths = {
  index: paths.networks,
  create: route('admin.networks.create', `${paths.networks.path}/create`),
  show: route('admin.networks.show', `${paths.networks.path}/:id`),
  edit: route('admin.networks.edit', `${paths.networks.path}/:id/edit`),
  boundingBox: route('admin.networks.bounding_box', `${paths.networks.path}/:id/bounding_box`),
  copyConfiguration: route('admin.networks.copy_configuration', `${paths.networks.path}/:id/copy_configuration`),
} as const;

/** Links to one network's screens. */
export const networkHref = {
  show: (id: number) => hrefOf(networkPaths.show.path, { id }),
  edit: (id: number) => hrefOf(networkPaths.edit.path, { id }),
  boundingBox: (id: number) => hrefOf(networkPaths.boundingBox.path, { id }),
  copyConfiguration: (id: number) => hrefOf(networkPaths.copyConfiguration.path, { id }),
};

