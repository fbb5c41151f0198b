/** Action categories (admin.action_category): the categories of action types. */
import type { ActionCategory } from '@console/contract/action-categories';
import { crudPaths } from '../../components/resource/resource-routes';
import type { ResourceDef } from '../../components/resource/resource';
import { sources } from '../../lib/config-sources';
import { paths } from '../../lib/paths';

export const actionCategories: ResourceDef<ActionCategory> = {
  ...sources.actionCategories,
  routes: crudPaths(paths.actionCategories, 'admin.action_category'),
  fields: [
    { name: 'name', kind: 'text', label: 'action_categories.name', list: {}, required: true },
    { name: 'is_change_request', kind: 'switch', label: 'action_categories.is_change_request', list: { width: 180 } },
  ],
};
