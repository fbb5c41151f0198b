/** The recreational routes (Marrekrite) screens: the view (paths.marrekriteApi) and its edit screen. */
import { paths } from '../../lib/paths';

export const marrekritePaths = {
  index: paths.marrekriteApi,
  edit: { name: 'admin.marrekrite_api.edit', path: `${paths.marrekriteApi.path}/edit` },
};
