/** The page of one attribute's default value for a type (document 2: attribute default edit). */
import type { RoutePath } from '../../../lib/paths';
import { hrefOf, paths } from '../../../lib/paths';

export const attributeDefaultRoute: RoutePath = {
  name: 'admin.map_object_types.attribute_default.edit',
  path: `${paths.mapObjectTypes.path}/:id/attributedefault/:attributeid`,
};

export const attributeDefaultHref = (typeId: number, attributeId: number) =>
  hrefOf(attributeDefaultRoute.path, { id: typeId, attributeid: attributeId });
