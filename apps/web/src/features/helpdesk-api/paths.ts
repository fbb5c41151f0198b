/** The helpdesk screens: the read-only view (paths.helpdeskApi) and its edit screen. */
import { paths } from '../../lib/paths';

export const helpdeskPaths = {
  index: paths.helpdeskApi,
  edit: { name: 'admin.helpdesk_api.edit', path: `${paths.helpdeskApi.path}/edit` },
};
