/** Map object categories (admin.map_object_categories): name and description. */
import type { MapObjectCategory } from '@console/contract/map-object-categories';
import { crudPaths } from '../../components/resource/resource-routes';
import type { ResourceDef } from '../../components/resource/resource';
import { sources } from '../../lib/config-sources';
import { paths } from '../../lib/paths';

export const mapObjectCategories: ResourceDef<MapObjectCategory> = {
  ...sources.mapObjectCategories,
  routes: crudPaths(paths.mapObjectCategories, 'admin.map_object_categories'),
  fields: [
    { name: 'name', kind: 'text', label: 'map_object_categories.name', list: {}, required: true },
    { name: 'description', kind: 'textarea', label: 'map_object_categories.description', list: {} },
  ],
};
