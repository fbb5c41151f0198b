/**
 * The service's JSON pages that are not features: the landing page, the conformance classes and
 * the collections (a published export or a selection type each: title, extent in CRS84, links).
 */
import { sql } from 'drizzle-orm';
import type { OgcCollection, OgcLink } from '@console/contract/ogc';
import type { Db } from '../../db/client';
import { first } from '../../db/sql';
import type { Collection } from './collections';
import { GEOJSON_TYPE, JSON_TYPE, OPENAPI_TYPE, link, type Href } from './links';

export const CRS84 = 'http://www.opengis.net/def/crs/OGC/1.3/CRS84';

export const CONFORMANCE = [
  'http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/core',
  'http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/geojson',
  'http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/oas30',
];

/** The service's title: the network's name. */
export async function serviceTitle(db: Db, networkId: number): Promise<string> {
  const row = await first<{ name: string }>(db, sql`select name from networks where id = ${networkId}`);
  return row?.name ?? `Network ${networkId}`;
}

export function landingLinks(href: Href): OgcLink[] {
  return [
    link(href(''), 'self', JSON_TYPE, 'This document'),
    link(href('/api'), 'service-desc', OPENAPI_TYPE, 'The API definition'),
    link(href('/conformance'), 'conformance', JSON_TYPE, 'Conformance classes'),
    link(href('/collections'), 'data', JSON_TYPE, 'The published layers'),
  ];
}

/** The collection's extent in CRS84 (lon, lat), from its features' boxes; the whole world when it has none. */
async function extentOf(db: Db, c: Collection): Promise<[number, number, number, number]> {
  const box = await first<{ w: number | null; s: number | null; e: number | null; n: number | null }>(db, (await c.features()).extent);
  if (!box || box.w === null || box.s === null || box.e === null || box.n === null) return [-180, -90, 180, 90];
  return [box.w, box.s, box.e, box.n];
}

/** A collection as /collections and /collections/{id} show it. */
export async function collectionOf(db: Db, c: Collection, href: Href): Promise<OgcCollection> {
  const path = `/collections/${c.key}`;
  return {
    id: c.key,
    title: c.title,
    itemType: 'feature',
    crs: [CRS84],
    extent: { spatial: { bbox: [await extentOf(db, c)], crs: CRS84 } },
    links: [
      link(href(path), 'self', JSON_TYPE, c.title),
      link(href(`${path}/items`), 'items', GEOJSON_TYPE, c.title),
    ],
  };
}
