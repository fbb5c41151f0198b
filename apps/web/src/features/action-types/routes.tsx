/**
 * The action type screens: list, create, show with its attributes, map object types and image
 * types (each with a link editor), edit. Deleting warns that the type's actions go too.
 */
import type { RouteObject } from 'react-router';
import { resourceRoutes } from '../../components/resource/resource-routes';
import { sources } from '../../lib/config-sources';
import { lazyElement, lazyRoute } from '../../lib/lazy-route';
import { actionTypeLinks, actionTypes } from './resource';

const editor = (link: (typeof actionTypeLinks)[keyof typeof actionTypeLinks], candidates: (typeof sources)[keyof typeof sources], what: string): RouteObject =>
  lazyRoute(link.route, () => import('../../components/resource/link-editor-page'), (m) => (
    <m.LinkEditorPage owner={actionTypes} links={link.source} candidates={candidates}
      text={{ title: `action_types.${what}_title`, added: `action_types.${what}_added`, removed: `action_types.${what}_removed` }} />
  ));

export const actionTypesRoutes: RouteObject[] = [
  ...resourceRoutes(actionTypes, { show: lazyElement(() => import('./routes/action-type-show-page'), (m) => <m.ActionTypeShowPage />) }),
  editor(actionTypeLinks.attributes, sources.attributes, 'attributes'),
  editor(actionTypeLinks.mapObjectTypes, sources.mapObjectTypes, 'map_object_types'),
  editor(actionTypeLinks.imageTypes, sources.actionImageTypes, 'image_types'),
];
