/**
 * The features of a collection: one statement per page, in id order from `after` (keyset
 * paging: a page costs the same at the end as at the start). The page asks for one row more than
 * its limit, so the answer knows whether a next page exists. Here the SQL of an export's objects
 * (its properties from properties.ts) and the one-statement page every kind of collection shares.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Bbox } from '@console/contract/map-objects';
import type { GeoserverExport } from '@console/contract/geo-server';
import { inBox } from '../map-objects/presenter';
import { collectionWhere } from './export-collections';
import { objectValues, propertiesSql, type Property } from './properties';

export interface ItemsView { limit: number; bbox?: Bbox; after?: number }

/** The properties chosen by `properties=` (chosenNames); undefined: all. */
export type Only = ReadonlySet<string> | undefined;

/** The objects of the collection in view (the bbox), for the count. */
export function itemsWhere(networkId: number, e: GeoserverExport, bbox?: Bbox): SQL {
  return bbox ? sql`${collectionWhere(networkId, e)} and ${inBox(bbox)}` : collectionWhere(networkId, e);
}

const objectFixed: [string, SQL][] = [['code', sql`o.code`], ['status', sql`st.name`]];
const featureColumns = (properties: readonly Property[], only: Only) =>
  sql`'Feature' as type, o.id, o.geometry, ${propertiesSql(objectFixed, properties, objectValues, only)} as properties`;
const featureFrom = sql`map_objects o left join map_object_statuses st on st.id = o.map_object_status_id`;

/** The page's rows, each a GeoJSON Feature (type, id, geometry, properties), one more than the limit. */
export function itemsPageSql(networkId: number, e: GeoserverExport, properties: readonly Property[], view: ItemsView, only?: Only): SQL {
  const after = view.after === undefined ? sql`` : sql` and o.id > ${view.after}`;
  return sql`select ${featureColumns(properties, only)} from ${featureFrom}
    where ${itemsWhere(networkId, e, view.bbox)}${after} order by o.id limit ${view.limit + 1}`;
}

/** How many objects the view matches (numberMatched). */
export const itemsCountSql = (networkId: number, e: GeoserverExport, bbox?: Bbox): SQL =>
  sql`select count(*)::int as n from map_objects o where ${itemsWhere(networkId, e, bbox)}`;

/** One feature of the collection by id. */
export const itemSql = (networkId: number, e: GeoserverExport, properties: readonly Property[], id: number, only?: Only): SQL =>
  sql`select ${featureColumns(properties, only)} from ${featureFrom} where ${collectionWhere(networkId, e)} and o.id = ${id}`;

/** Pages up to this size are answered from one statement; bigger ones are streamed from a cursor. */
export const ONE_STATEMENT_LIMIT = 1000;

/**
 * A page in one statement, of any collection (`page`: its rows, one more than the limit;
 * `count`: numberMatched): how many the view matches (`total`), the page's features as a JSON
 * array (`data`), how many (`returned`), whether a next page exists (`more`) and the page's last id (`last`).
 */
export function pageJsonSql(page: SQL, count: SQL, limit: number): SQL {
  return sql`with page as (${page}),
    kept as (select * from page order by id limit ${limit})
    select (${count}) as total,
      coalesce((select json_agg(kept order by kept.id) from kept)::text, '[]') as data,
      (select count(*) from kept)::int as returned,
      (select count(*) from page)::int > ${limit} as more,
      (select max(id) from kept) as last`;
}

/** An export's page in one statement (the bench runs it bare). */
export const itemsPageJsonSql = (networkId: number, e: GeoserverExport, properties: readonly Property[], view: ItemsView): SQL =>
  pageJsonSql(itemsPageSql(networkId, e, properties, view), itemsCountSql(networkId, e, view.bbox), view.limit);
