/** Action image types (admin.action_image_type): the kinds of photo an action or object can carry, each network's own. */
import type { ActionImageType } from '@console/contract/action-image-types';
import { crudPaths } from '../../components/resource/resource-routes';
import type { ResourceDef } from '../../components/resource/resource';
import { sources } from '../../lib/config-sources';
import { paths } from '../../lib/paths';

export const actionImageTypes: ResourceDef<ActionImageType> = {
  ...sources.actionImageTypes,
  routes: crudPaths(paths.actionImageTypes, 'admin.action_image_type'),
  fields: [
    { name: 'name', kind: 'text', label: 'action_image_types.name', list: {}, required: true },
  ],
};
