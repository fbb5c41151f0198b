/** The attribute screens; the show screen lists the lookup values of lookup types. */
import type { RouteObject } from 'react-router';
import { resourceRoutes } from '../../components/resource/resource-routes';
import { attributes } from './resource';

export const attributesRoutes: RouteObject[] = resourceRoutes(attributes);
