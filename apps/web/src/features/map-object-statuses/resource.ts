/** Map object statuses (admin.map_object_status): name and a numeric weight. */
import type { MapObjectStatus } from '@console/contract/map-object-statuses';
import { crudPaths } from '../../components/resource/resource-routes';
import type { ResourceDef } from '../../components/resource/resource';
import { sources } from '../../lib/config-sources';
import { paths } from '../../lib/paths';

export const mapObjectStatuses: ResourceDef<MapObjectStatus> = {
  ...sources.mapObjectStatuses,
  routes: crudPaths(paths.mapObjectStatus, 'admin.map_object_status'),
  fields: [
    { name: 'name', kind: 'text', label: 'map_object_statuses.name', list: {}, required: true },
    { name: 'weight', kind: 'number', label: 'map_object_statuses.weight', list: { width: 140 }, initial: 0 },
  ],
};
