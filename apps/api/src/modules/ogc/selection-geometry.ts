/**
 * A selection's geometry as its feature of the service shows it (`sel` the selection): a route's
 * stored course as a MultiLineString (a part each between its gaps; null with fewer than two
 * joined stops), and a set's members: a Multi* of their parts when they are all of one kind (a
 * set of posts a MultiPoint, of segments a MultiLineString), a GeometryCollection of them in
 * their order when they are of more kinds, null when it has none. Beside it the box of that
 * geometry (w, s, e, n), for the bbox of a page and the collection's extent.
 */
import { sql, type SQL } from 'drizzle-orm';

/** The selection's live members (`m`, their objects `o`): the condition after a join of both. */
const liveMembers = sql`m.selection_id = sel.id and o.deleted_at is null`;
const memberJoin = sql`selection_objects m join map_objects o on o.id = m.map_object_id`;

/** A set's members as one geometry. */
const membersGeometry = sql`(select case when count(*) = 0 then null
    when count(distinct g.kind) = 1 then jsonb_build_object('type', 'Multi' || min(g.kind), 'coordinates', jsonb_agg(g.part order by g.position, g.n))
    else (select jsonb_build_object('type', 'GeometryCollection', 'geometries', jsonb_agg(o.geometry order by m.position)) from ${memberJoin} where ${liveMembers}) end
  from (select m.position, x.n, regexp_replace(o.geometry ->> 'type', '^Multi', '') as kind, x.part from ${memberJoin}
    cross join lateral jsonb_array_elements(case when starts_with(o.geometry ->> 'type', 'Multi') then o.geometry -> 'coordinates'
      else jsonb_build_array(o.geometry -> 'coordinates') end) with ordinality x(part, n)
    where ${liveMembers}) g)`;

/**
 * A route's course as a MultiLineString, one part when it has no gaps: a layer's features of one
 * geometry type, as a GIS needs (GDAL makes a layer of LineStrings and MultiLineStrings "Unknown").
 */
const routeGeometry = sql`case sel.course ->> 'type' when 'LineString'
  then jsonb_build_object('type', 'MultiLineString', 'coordinates', jsonb_build_array(sel.course -> 'coordinates')) else sel.course end`;

/** The geometry of a selection of an ordered type (`ordered`) or of a set. */
export const selectionGeometry = (ordered: boolean): SQL => (ordered ? routeGeometry : membersGeometry);

/** The box of a route's course: every position of its line or lines. */
const courseBox = sql`select min((p ->> 0)::float8) as w, min((p ->> 1)::float8) as s, max((p ->> 0)::float8) as e, max((p ->> 1)::float8) as n
  from jsonb_array_elements(case sel.course ->> 'type' when 'LineString' then jsonb_build_array(sel.course -> 'coordinates') else sel.course -> 'coordinates' end) part
  cross join lateral jsonb_array_elements(part) p`;

/** The box of a set's members, from their stored boxes. */
const membersBox = sql`select min(o.min_lon) as w, min(o.min_lat) as s, max(o.max_lon) as e, max(o.max_lat) as n from ${memberJoin} where ${liveMembers}`;

/** A lateral subquery of one row `w, s, e, n`: the box of the selection's geometry, nulls when it has none. */
export const selectionBox = (ordered: boolean): SQL => (ordered ? courseBox : membersBox);
