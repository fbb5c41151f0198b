/** The preview of a type's form: /admin/map_object_types/{id}/preview. */
import { hrefOf, paths, type RoutePath } from '../../../lib/paths';

export const previewRoute: RoutePath = { name: 'admin.map_object_types.preview', path: `${paths.mapObjectTypes.path}/:id/preview` };

export const previewHref = (typeId: number) => hrefOf(previewRoute.path, { id: typeId });
