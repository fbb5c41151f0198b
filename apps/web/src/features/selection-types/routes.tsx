/** The selection type screens: list, create, show with its attributes, edit, and the attribute editor. */
import type { RouteObject } from 'react-router';
import { resourceRoutes } from '../../components/resource/resource-routes';
import { sources } from '../../lib/config-sources';
import { lazyElement, lazyRoute } from '../../lib/lazy-route';
import { editAttributesPath, selectionTypeAttributes, selectionTypes } from './resource';

export const selectionTypesRoutes: RouteObject[] = [
  ...resourceRoutes(selectionTypes, { show: lazyElement(() => import('./routes/selection-type-show-page'), (m) => <m.SelectionTypeShowPage />) }),
  lazyRoute(editAttributesPath, () => import('../../components/resource/link-editor-page'), (m) => (
    <m.LinkEditorPage owner={selectionTypes} links={selectionTypeAttributes} candidates={sources.attributes}
      text={{ title: 'selection_types.attributes_title', added: 'selection_types.attribute_added', removed: 'selection_types.attribute_removed' }} />
  )),
];
