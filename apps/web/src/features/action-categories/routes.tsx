/** The action-categories screens, as routes under the admin layout (app/route-table.tsx composes them). */
import { resourceRoutes } from '../../components/resource/resource-routes';
import { actionCategories } from './resource';

export const actionCategoriesRoutes = resourceRoutes(actionCategories);
