/** The area screens' routes: the list (lib/paths.ts, the menu points at it) and one area's page. */
import { hrefOf, paths, type RoutePath } from '../../lib/paths';

export const geoAreaPaths = {
  index: paths.geoAreas,
  show: { name: 'admin.geo_areas.show', path: `${paths.geoAreas.path}/:id` } satisfies RoutePath,
} as const;

/** The page of one area (bookmarkable). */
export const geoAreaHref = (id: number) => hrefOf(geoAreaPaths.show.path, { id });
