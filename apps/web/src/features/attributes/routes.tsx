/** The attribute screens, with the lookup values of lookup types and their own create and edit. */
import type { RouteObject } from 'react-router';
import { resourceRoutes } from '../../components/resource/resource-routes';
import { lookupPaths, attributes } from './resource';
import { AttributeShowPage } from './routes/attribute-show-page';
import { LookupValueCreatePage, LookupValueEditPage } from './routes/lookup-value-page';

export const attributesRoutes: RouteObject[] = [
  ...resourceRoutes(attributes, { show: <AttributeShowPage /> }),
  { id: lookupPaths.create.name, path: lookupPaths.create.path, element: <LookupValueCreatePage /> },
  { id: lookupPaths.edit.name, path: lookupPaths.edit.path, element: <LookupValueEditPage /> },
];
