/** The geo-server export screens: list, create, show and edit; the id in the path is the export's key. */
import { crudPaths } from '../../components/resource/resource-routes';
import { hrefOf, paths } from '../../lib/paths';

export const geoServerPaths = crudPaths(paths.geoServer, 'admin.geo_server');

export const exportHref = {
  show: (key: string) => hrefOf(geoServerPaths.show.path, { id: key }),
  edit: (key: string) => hrefOf(geoServerPaths.edit.path, { id: key }),
};
