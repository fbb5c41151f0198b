/**
 * The collections of a network's service, of two kinds: each exported geo-server export (its
 * objects, export-collections.ts) and each selection type (its selections,
 * selection-collections.ts). A collection gives the SQL of its features; the pages, the items and
 * the extent are answered for every kind alike (items-reply.ts, pages.ts).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Bbox } from '@console/contract/map-objects';
import type { Db } from '../../db/client';
import { collectionWhere, propertiesOf, publishedExports, type PublishedExport } from './export-collections';
import { itemSql, itemsCountSql, itemsPageSql, type ItemsView, type Only } from './items';
import { selectionCollections } from './selection-collections';

/** A collection's features as SQL, each row a GeoJSON Feature (type, id, geometry, properties). */
export interface Features {
  /** The view's page in id order from `after`, one row more than its limit. */
  page(view: ItemsView): SQL;
  /** How many the view matches (`n`). */
  count(bbox?: Bbox): SQL;
  /** One feature by id, none when it is not in the collection. */
  item(id: number): SQL;
  /** Its features' box in CRS84: one row `w, s, e, n`, nulls when it has none. */
  extent: SQL;
}

export interface Collection {
  key: string;
  title: string;
  /** Its features, worked out for this request (properties read, stale courses worked out first), with the properties `only` names. */
  features(only?: Only): Promise<Features>;
}

/** An exported export as a collection. */
function exportCollection(networkId: number, published: PublishedExport): Collection {
  const e = published.export;
  return {
    key: published.key,
    title: e.name,
    features: async (only) => {
      const properties = propertiesOf(published);
      return {
        page: (view) => itemsPageSql(networkId, e, properties, view, only),
        count: (bbox) => itemsCountSql(networkId, e, bbox),
        item: (id) => itemSql(networkId, e, properties, id, only),
        extent: sql`select min(o.min_lon) as w, min(o.min_lat) as s, max(o.max_lon) as e, max(o.max_lat) as n from map_objects o where ${collectionWhere(networkId, e)}`,
      };
    },
  };
}

/** The network's collections: its exported exports in key order, then its selection types by id; `key` narrows to one. */
export async function networkCollections(db: Db, networkId: number, key?: string): Promise<Collection[]> {
  const exports = (await publishedExports(db, networkId, key)).map((c) => exportCollection(networkId, c));
  return [...exports, ...await selectionCollections(db, networkId, key)];
}
