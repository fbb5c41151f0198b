/**
 * The map object type screens: list, create, show with a card per link (attributes, status,
 * constraints, action statuses, settings, selections), edit, a link editor per card, and the
 * preview of the type's form.
 */
import type { RouteObject } from 'react-router';
import { resourceRoutes } from '../../components/resource/resource-routes';
import { lazyElement, lazyRoute } from '../../lib/lazy-route';
import { attributeDefaultRoute } from './attribute-default/attribute-default-route';
import { iconEditRoute } from './icons/icon-route';
import { linkCards } from './link-cards';
import { previewRoute } from './preview/preview-route';
import { mapObjectTypeLinks, mapObjectTypes } from './resource';

export const mapObjectTypesRoutes: RouteObject[] = [
  ...resourceRoutes(mapObjectTypes, { show: lazyElement(() => import('./routes/map-object-type-show-page'), (m) => <m.MapObjectTypeShowPage />) }),
  lazyRoute(iconEditRoute, () => import('./icons/icon-edit-page'), (m) => <m.IconEditPage />),
  lazyRoute(attributeDefaultRoute, () => import('./attribute-default/attribute-default-page'), (m) => <m.AttributeDefaultPage />),
  lazyRoute(previewRoute, () => import('./preview/preview-page'), (m) => <m.PreviewPage />),
  // The settings' editor names what each setting does (setting-columns.tsx), loaded with the editor.
  ...linkCards.map((c): RouteObject => lazyRoute(mapObjectTypeLinks[c.key].route, () => Promise.all([
    import('../../components/resource/link-editor-page'), c.key === 'settings' ? import('./setting-columns') : null,
  ]), ([m, settings]) => (
    <m.LinkEditorPage owner={mapObjectTypes} links={mapObjectTypeLinks[c.key].source} candidates={c.candidates} addFields={c.addFields} columns={settings?.settingColumns()}
      text={{ title: `map_object_types.${c.key}_title`, added: `map_object_types.${c.key}_added`, removed: `map_object_types.${c.key}_removed` }} />
  ))),
];
