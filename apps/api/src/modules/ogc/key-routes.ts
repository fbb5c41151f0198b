/**
 * The console's calls for a network's publication key (GET, POST to make or rotate, DELETE),
 * on the network of the path: its administrators and roles with module-export. The key is a
 * network key of purpose `ogc` (modules/network-keys).
 */
import { idParam } from '@console/contract/envelope';
import type { App, Deps } from '../../app-types';
import { networkKeyRoutes } from '../network-keys/routes';
import { asks } from '../../auth/scope';

export function publicationKeyRoutes(app: App, deps: Deps) {
  networkKeyRoutes(app, deps, {
    url: '/v1/network/:id/publication_key', purpose: 'ogc', tags: ['publishing'], params: idParam,
    config: { ...asks('export'), networkFromPath: true },
    what: "The network's publication key for its published layers", stops: 'reading its layers',
  });
}
