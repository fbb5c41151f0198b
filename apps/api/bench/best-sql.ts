/**
 * The physical ceilings of the big lists: for each page the bench asks of the API, the best
 * bare query for the same answer, written by hand (not built by the API's list kit): the page's
 * ids found the cheapest way the indexes allow (an index scan in the sort's order, the last
 * page read backwards, a sort on a reference's name per reference, its ids looked up as an
 * array: as `in (…)` PostgreSQL could not tell how few they are and read the whole table), the
 * total and the counts per reference summed from the counts the triggers keep (migration 0026),
 * and only the page's rows presented with the API's own columns (presenting 50 rows is the same
 * work in both). list-cases.ts checks that each answers exactly what the API does.
 */
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { mapObjectColumns, objectsOf } from '../src/modules/map-objects/presenter';
import { actionColumns, actionsOf } from '../src/modules/actions/presenter';
import type { SameSql } from './same-sql';

const built = (query: SQL): SameSql => new PgDialect().sqlToQuery(query);
const PER_PAGE = 50;

/** Where a page starts and ends in the whole list. */
const span = (page: number) => ({ offset: (page - 1) * PER_PAGE, end: page * PER_PAGE });

/** How many rows the last page of `total` holds. */
const lastPageRows = (total: number) => total - Math.floor((total - 1) / PER_PAGE) * PER_PAGE;

const liveObjects = (networkId: number) => sql`map_objects o where o.network_id = ${networkId} and o.deleted_at is null`;
const objectsTotal = (networkId: number) => sql`select coalesce(sum(n), 0)::int from map_object_counts where network_id = ${networkId}`;

/** The answer: the total and the page's objects (`ids`: a query of their ids) presented in `order`. */
const objectsAnswer = (networkId: number, total: SQL, ids: SQL, order: SQL) => built(sql`select (${total}) as total,
  coalesce((select json_agg(x) from (select ${mapObjectColumns} from ${objectsOf(networkId)} and o.id in (${ids}) order by ${order}) x), '[]')::text as data`);

/** A page of the objects in the order of an indexed expression (`key`, ascending, then id). */
export function objectsByKey(networkId: number, key: SQL, page: number): SameSql {
  const { offset } = span(page);
  return objectsAnswer(networkId, objectsTotal(networkId),
    sql`select o.id from ${liveObjects(networkId)} order by ${key}, o.id limit ${PER_PAGE} offset ${offset}`, sql`${key}, o.id`);
}

/** The last page of the objects by an indexed expression, read from the end (the bench knows how many it holds). */
export function objectsByKeyLast(networkId: number, key: SQL, total: number): SameSql {
  return objectsAnswer(networkId, objectsTotal(networkId),
    sql`select o.id from ${liveObjects(networkId)} order by ${key} desc, o.id desc limit ${lastPageRows(total)}`, sql`${key}, o.id`);
}

/**
 * A page of the objects by their type's name: the objects counted per type (the total too), the
 * types in the order of their names, and the page's part of each type it meets, by id.
 */
export function objectsByTypeName(networkId: number, page: number): SameSql {
  const { offset, end } = span(page);
  const typeName = sql`(nullif(t.name, '') collate list_nl)`;
  return built(sql`with counts as (select c.map_object_type_id as k, sum(c.n)::int as n from map_object_counts c where c.network_id = ${networkId} group by 1),
    ranked as (select c.k, c.n, coalesce(sum(c.n) over (order by ${typeName}, c.k rows between unbounded preceding and 1 preceding), 0)::int as before
      from counts c join map_object_types t on t.id = c.k)
    select (select sum(n)::int from counts) as total, coalesce((select json_agg(x) from (
      select ${mapObjectColumns} from ${objectsOf(networkId)} and o.id = any(array(
        select p.id from ranked g cross join lateral (select o.id from ${liveObjects(networkId)} and o.map_object_type_id = g.k
          order by o.id limit least(${end}, g.before + g.n) - greatest(${offset}, g.before) offset greatest(0, ${offset} - g.before)) p
        where g.before < ${end} and g.before + g.n > ${offset}))
      order by ${typeName}, o.map_object_type_id, o.id) x), '[]')::text as data`);
}

const liveActions = (networkId: number) => sql`actions a where a.network_id = ${networkId} and a.deleted_at is null`;
const actionsTotal = (networkId: number) => sql`select coalesce(sum(n), 0)::int from action_counts where network_id = ${networkId}`;

const actionsAnswer = (networkId: number, total: SQL, ids: SQL, order: SQL) => built(sql`select (${total}) as total,
  coalesce((select json_agg(x) from (select ${actionColumns} from ${actionsOf(networkId)} and a.id in (${ids}) order by ${order}) x), '[]')::text as data`);

/** A page of the actions, the newest first (the list's own order). */
export function actionsNewest(networkId: number, page: number): SameSql {
  const { offset } = span(page);
  return actionsAnswer(networkId, actionsTotal(networkId),
    sql`select a.id from ${liveActions(networkId)} order by a.id desc limit ${PER_PAGE} offset ${offset}`, sql`a.id desc`);
}

/** The last page of the actions, the oldest, read from the start (the bench knows how many it holds). */
export function actionsNewestLast(networkId: number, total: number): SameSql {
  return actionsAnswer(networkId, actionsTotal(networkId),
    sql`select a.id from ${liveActions(networkId)} order by a.id limit ${lastPageRows(total)}`, sql`a.id desc`);
}

/** A page of the actions by their object's code (kept on the action, its index in that order), then id. */
export function actionsByObjectCode(networkId: number, page: number): SameSql {
  const { offset } = span(page);
  const code = sql`(nullif(a.map_object_code, '') collate list_nl)`;
  return actionsAnswer(networkId, actionsTotal(networkId),
    sql`select a.id from ${liveActions(networkId)} order by ${code}, a.id limit ${PER_PAGE} offset ${offset}`, sql`${code}, a.id`);
}

/**
 * A page of the actions in the given statuses (`statuses`: none, every status) by the name of a
 * reference (`column`, named in `names`): counted per reference, the references by name, each
 * one's part of the page by id. Every action of the bench has its reference.
 */
export function actionsByName(networkId: number, column: 'action_priority_id' | 'action_status_id' | 'team_id', names: 'action_priorities' | 'action_statuses' | 'teams', page: number, statuses?: number[]): SameSql {
  const { offset, end } = span(page);
  const within = statuses ? sql`and a.action_status_id in (${sql.join(statuses.map((s) => sql`${s}`), sql`, `)})` : sql``;
  const ref = sql.identifier(column);
  const name = sql`(nullif(x.name, '') collate list_nl)`;
  return built(sql`with counts as (select a.${ref} as k, sum(a.n)::int as n from action_counts a where a.network_id = ${networkId} ${within} group by 1),
    ranked as (select c.k, c.n, coalesce(sum(c.n) over (order by ${name}, c.k rows between unbounded preceding and 1 preceding), 0)::int as before
      from counts c join ${sql.identifier(names)} x on x.id = c.k)
    select (select sum(n)::int from counts) as total, coalesce((select json_agg(r) from (
      select ${actionColumns} from ${actionsOf(networkId)} and a.id = any(array(
        select p.id from ranked g cross join lateral (select a.id from ${liveActions(networkId)} ${within} and a.${ref} = g.k
          order by a.id limit least(${end}, g.before + g.n) - greatest(${offset}, g.before) offset greatest(0, ${offset} - g.before)) p
        where g.before < ${end} and g.before + g.n > ${offset}))
      order by (select ${name} from ${sql.identifier(names)} x where x.id = a.${ref}), a.${ref}, a.id) r), '[]')::text as data`);
}

/**
 * The features of a published layer of posts in a box, when they fit in one page: one scan of
 * the box (the GiST index) gives both the count and the features, each with its code, status,
 * number and name as the layer publishes them.
 */
export function ogcFeaturesInBox(networkId: number, typeId: number, numberId: number, box: { minLon: number; minLat: number; maxLon: number; maxLat: number }): SameSql {
  return built(sql`with found as (select 'Feature' as type, o.id, o.geometry,
      json_build_object('code', o.code, 'status', st.name, 'Nummer', (select v.value from map_object_values v where v.map_object_id = o.id and v.attribute_id = ${numberId}), 'object_name', o.name) as properties
    from map_objects o left join map_object_statuses st on st.id = o.map_object_status_id
    where o.network_id = ${networkId} and o.map_object_type_id = ${typeId} and o.deleted_at is null
      and box(point(o.min_lon, o.min_lat), point(o.max_lon, o.max_lat)) && box(point(${box.minLon}, ${box.minLat}), point(${box.maxLon}, ${box.maxLat})))
    select (select count(*)::int from found) as total, coalesce((select json_agg(f order by f.id) from found f)::text, '[]') as data`);
}
