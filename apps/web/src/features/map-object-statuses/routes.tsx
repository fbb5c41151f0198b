/** The map-object-statuses screens, as routes under the admin layout (app/route-table.tsx composes them). */
import { resourceRoutes } from '../../components/resource/resource-routes';
import { mapObjectStatuses } from './resource';

export const mapObjectStatusesRoutes = resourceRoutes(mapObjectStatuses);
