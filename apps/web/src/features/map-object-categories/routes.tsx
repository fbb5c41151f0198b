/** The map-object-categories screens, as routes under the admin layout (app/route-table.tsx composes them). */
import { resourceRoutes } from '../../components/resource/resource-routes';
import { mapObjectCategories } from './resource';

export const mapObjectCategoriesRoutes = resourceRoutes(mapObjectCategories);
