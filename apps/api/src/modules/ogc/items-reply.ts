/**
 * The answers of /items and /items/{featureId}: GeoJSON (application/geo+json). A page is
 * streamed from a cursor (lib/row-stream.ts), the features as PostgreSQL wrote them, with
 * numberMatched, numberReturned, timeStamp and the links (self, collection, and next while
 * there are more) around them.
 */
import { sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { OgcItemsQuery, OgcLink } from '@console/contract/ogc';
import type { Db } from '../../db/client';
import { first } from '../../db/sql';
import { notFound } from '../../lib/errors';
import { rowStream } from '../../lib/row-stream';
import { propertiesOf, type Collection } from './collections';
import { itemSql, itemsCountSql, itemsPageSql } from './items';
import { GEOJSON_TYPE, JSON_TYPE, link, type Href } from './links';

/** The id of a feature's JSON text: row_to_json writes the columns in order, so it follows "type". */
function idOf(feature: string): number {
  const match = /^\{"type":"Feature","id":(\d+)/.exec(feature);
  return match ? Number(match[1]) : (JSON.parse(feature) as { id: number }).id;
}

export async function sendItems(db: Db, reply: FastifyReply, networkId: number, c: Collection, q: OgcItemsQuery, href: Href) {
  const properties = await propertiesOf(db, networkId, c.export);
  const matched = (await first<{ n: number }>(db, itemsCountSql(networkId, c.export, q.bbox)))?.n ?? 0;
  const path = `/collections/${c.key}`;
  const bbox = q.bbox ? `${q.bbox.minLon},${q.bbox.minLat},${q.bbox.maxLon},${q.bbox.maxLat}` : undefined;
  const view = { limit: q.limit, bbox };
  let returned = 0;
  let last: number | undefined;
  let more = false;
  const stream = rowStream(db, itemsPageSql(networkId, c.export, properties, q), {
    head: () => `{"type":"FeatureCollection","numberMatched":${matched},"timeStamp":"${new Date().toISOString()}","features":[`,
    batch: (batch) => {
      const kept = batch.slice(0, Math.max(q.limit - returned, 0));
      if (kept.length < batch.length) more = true;
      if (!kept.length) return '';
      const text = (returned ? ',' : '') + kept.join(',');
      returned += kept.length;
      last = idOf(kept[kept.length - 1]);
      return text;
    },
    tail: () => {
      const links: OgcLink[] = [
        link(href(`${path}/items`, { ...view, after: q.after }), 'self', GEOJSON_TYPE, 'This page'),
        link(href(path), 'collection', JSON_TYPE, c.export.name),
      ];
      if (more && last !== undefined) links.push(link(href(`${path}/items`, { ...view, after: last }), 'next', GEOJSON_TYPE, 'The next page'));
      return `],"numberReturned":${returned},"links":${JSON.stringify(links)}}`;
    },
  });
  return reply.code(200).type(GEOJSON_TYPE).send(stream);
}

export async function sendFeature(db: Db, reply: FastifyReply, networkId: number, c: Collection, id: number, href: Href) {
  const properties = await propertiesOf(db, networkId, c.export);
  const row = await first<{ j: string }>(db, sql`select row_to_json(x)::text as j from (${itemSql(networkId, c.export, properties, id)}) x`);
  if (!row) throw notFound();
  const path = `/collections/${c.key}`;
  const links = [link(href(`${path}/items/${id}`), 'self', GEOJSON_TYPE), link(href(path), 'collection', JSON_TYPE, c.export.name)];
  return reply.code(200).type(GEOJSON_TYPE).send(`${row.j.slice(0, -1)},"links":${JSON.stringify(links)}}`);
}
