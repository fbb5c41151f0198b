/**
 * The features of a collection: one statement per page, its properties built by PostgreSQL
 * (one index lookup per chosen attribute and object, never a query per object), in id order
 * from `after` (keyset paging: a page costs the same at the end as at the start). The page asks
 * for one row more than its limit, so the answer knows whether a next page exists.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Bbox } from '@console/contract/map-objects';
import type { GeoserverExport } from '@console/contract/geo-server';
import { inBox } from '../map-objects/presenter';
import { collectionWhere, type Property } from './collections';

/** json_build_object takes at most 100 arguments: the properties go in groups of 40, merged. */
const GROUP = 40;

function valueOf(p: Property): SQL {
  if ('attributeId' in p) return sql`(select v.value from map_object_values v where v.map_object_id = o.id and v.attribute_id = ${p.attributeId})`;
  // A lookup's id or a multi_lookup's ids, each by its value's name, in the stored order.
  if ('labelOf' in p) {
    return sql`(select string_agg(lv.name, ', ' order by x.n) from map_object_values v
      cross join lateral jsonb_array_elements_text(case jsonb_typeof(v.value) when 'array' then v.value else jsonb_build_array(v.value) end) with ordinality x(id, n)
      join lookup_values lv on lv.id::text = x.id
      where v.map_object_id = o.id and v.attribute_id = ${p.labelOf})`;
  }
  return p.column === 'object_name' ? sql`o.name` : sql`round(o.length_m::numeric, 2)`;
}

/** A feature's properties as JSON: its code and status, then the export's chosen properties, unfilled ones null. */
export function propertiesSql(properties: readonly Property[]): SQL {
  const pairs = (list: readonly Property[]) => sql.join(list.map((p) => sql`${p.name}::text, ${valueOf(p)}`), sql`, `);
  const fixed = sql`json_build_object('code', o.code, 'status', st.name)`;
  if (!properties.length) return fixed;
  if (properties.length <= GROUP) return sql`json_build_object('code', o.code, 'status', st.name, ${pairs(properties)})`;
  const groups: SQL[] = [sql`${fixed}::jsonb`];
  for (let i = 0; i < properties.length; i += GROUP) groups.push(sql`json_build_object(${pairs(properties.slice(i, i + GROUP))})::jsonb`);
  return sql`(${sql.join(groups, sql` || `)})::json`;
}

export interface ItemsView { limit: number; bbox?: Bbox; after?: number }

/** The objects of the collection in view (the bbox), for the count. */
export function itemsWhere(networkId: number, e: GeoserverExport, bbox?: Bbox): SQL {
  return bbox ? sql`${collectionWhere(networkId, e)} and ${inBox(bbox)}` : collectionWhere(networkId, e);
}

const featureColumns = (properties: readonly Property[]) =>
  sql`'Feature' as type, o.id, o.geometry, ${propertiesSql(properties)} as properties`;
const featureFrom = sql`map_objects o left join map_object_statuses st on st.id = o.map_object_status_id`;

/** The page's rows, each a GeoJSON Feature (type, id, geometry, properties), one more than the limit. */
export function itemsPageSql(networkId: number, e: GeoserverExport, properties: readonly Property[], view: ItemsView): SQL {
  const after = view.after === undefined ? sql`` : sql` and o.id > ${view.after}`;
  return sql`select ${featureColumns(properties)} from ${featureFrom}
    where ${itemsWhere(networkId, e, view.bbox)}${after} order by o.id limit ${view.limit + 1}`;
}

/** How many objects the view matches (numberMatched). */
export const itemsCountSql = (networkId: number, e: GeoserverExport, bbox?: Bbox): SQL =>
  sql`select count(*)::int as n from map_objects o where ${itemsWhere(networkId, e, bbox)}`;

/** One feature of the collection by id. */
export const itemSql = (networkId: number, e: GeoserverExport, properties: readonly Property[], id: number): SQL =>
  sql`select ${featureColumns(properties)} from ${featureFrom} where ${collectionWhere(networkId, e)} and o.id = ${id}`;

/** Pages up to this size are answered from one statement; bigger ones are streamed from a cursor. */
export const ONE_STATEMENT_LIMIT = 1000;

/**
 * A page in one statement: how many the view matches (`total`), the page's features as a JSON
 * array (`data`), how many (`returned`), whether a next page exists (`more`) and the page's last id (`last`).
 */
export function itemsPageJsonSql(networkId: number, e: GeoserverExport, properties: readonly Property[], view: ItemsView): SQL {
  return sql`with page as (${itemsPageSql(networkId, e, properties, view)}),
    kept as (select * from page order by id limit ${view.limit})
    select (${itemsCountSql(networkId, e, view.bbox)}) as total,
      coalesce((select json_agg(kept order by kept.id) from kept)::text, '[]') as data,
      (select count(*) from kept)::int as returned,
      (select count(*) from page)::int > ${view.limit} as more,
      (select max(id) from kept) as last`;
}
