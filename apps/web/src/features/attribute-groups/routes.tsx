/** The attribute-groups screens, as routes under the admin layout (app/route-table.tsx composes them). */
import { resourceRoutes } from '../../components/resource/resource-routes';
import { attributeGroups } from './resource';

export const attributeGroupsRoutes = resourceRoutes(attributeGroups);
