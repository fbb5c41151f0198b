/** Action statuses (admin.action_status): name, final or not, and the status colour in the app. */
import type { ActionStatus } from '@console/contract/action-statuses';
import { crudPaths } from '../../components/resource/resource-routes';
import type { ResourceDef } from '../../components/resource/resource';
import { sources } from '../../lib/config-sources';
import { paths } from '../../lib/paths';

export const actionStatuses: ResourceDef<ActionStatus> = {
  ...sources.actionStatuses,
  routes: crudPaths(paths.actionStatus, 'admin.action_status'),
  fields: [
    { name: 'name', kind: 'text', label: 'action_statuses.name', list: {}, required: true },
    { name: 'is_final', kind: 'switch', label: 'action_statuses.is_final', list: { width: 120 } },
    { name: 'color', kind: 'color', label: 'action_statuses.color', form: 'edit' },
    { name: 'weight', kind: 'number', label: 'action_statuses.weight', list: { width: 120 }, form: 'none' },
  ],
};
