/** The action-image-types screens, as routes under the admin layout (app/route-table.tsx composes them). */
import { resourceRoutes } from '../../components/resource/resource-routes';
import { actionImageTypes } from './resource';

export const actionImageTypesRoutes = resourceRoutes(actionImageTypes);
