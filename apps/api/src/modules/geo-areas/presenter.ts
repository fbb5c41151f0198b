/**
 * An area as the API shows it (`g` is the table's alias): its geometry, bounding box and the
 * values of every attribute the network gives its areas (unfilled ones null), by name.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Bbox } from '@console/contract/map-objects';
import { geoAreaSchema } from '@console/contract/geo-areas';
import type { Scoped } from '../../auth/scope';
import type { Db } from '../../db/client';
import { oneOr404 } from '../../db/sql';
import type { ListRoute } from '../../lib/list';

/** The values of an area `g`: every attribute of the network's areas, by name, unfilled ones null. */
export const areaValues = sql`coalesce((select json_agg(json_build_object('id', a.id, 'name', a.name, 'type', a.type, 'value', v.value) order by lower(a.name), a.id)
    from geo_area_attributes ga join attributes a on a.id = ga.attribute_id
    left join geo_area_values v on v.geo_area_id = g.id and v.attribute_id = a.id
    where ga.network_id = g.network_id), '[]')`;

export const areaColumns = sql`g.id, g.network_id, g.name, g.geometry,
  json_build_array(g.min_lon, g.min_lat, g.max_lon, g.max_lat) as bbox,
  ${areaValues} as attributes, g.created_by, g.created_at, g.updated_at`;

/** The areas whose box meets `b` (the GiST index geo_areas_box). */
export const areaInBox = (b: Bbox): SQL =>
  sql`box(point(g.min_lon, g.min_lat), point(g.max_lon, g.max_lat)) && box(point(${b.minLon}, ${b.minLat}), point(${b.maxLon}, ${b.maxLat}))`;

/** The network's areas as the list kit runs them, narrowed by `where`, by name. */
export function areasList(networkId: number, where: readonly SQL[] = []): ListRoute {
  return {
    select: areaColumns,
    from: sql`geo_areas g where ${sql.join([sql`g.network_id = ${networkId}`, ...where], sql` and `)}`,
    orderBy: sql`(nullif(g.name, '') collate list_nl), g.id`, item: geoAreaSchema, defaultSort: 'name',
  };
}

/** One area of the network; 404 outside it. */
export const showArea = (db: Db, id: number, s: Scoped) => oneOr404(db, areaColumns, sql`geo_areas g where g.id = ${id} and g.network_id = ${s.networkId}`);
