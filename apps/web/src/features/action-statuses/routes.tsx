/** The action status screens. */
import type { RouteObject } from 'react-router';
import { resourceRoutes } from '../../components/resource/resource-routes';
import { actionStatuses } from './resource';

export const actionStatusesRoutes: RouteObject[] = resourceRoutes(actionStatuses);
