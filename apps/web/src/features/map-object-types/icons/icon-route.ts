/** The icon editor's route: named as the spec names it, below the type's show screen. */
import type { RoutePath } from '../../../lib/paths';
import { hrefOf, paths } from '../../../lib/paths';

export const iconEditRoute: RoutePath = {
  name: 'admin.map_object_types.icon.edit',
  path: `${paths.mapObjectTypes.path}/:id/icon`,
};

/** The icon editor of a type. */
export const iconEditHref = (typeId: number) => hrefOf(iconEditRoute.path, { id: typeId });
