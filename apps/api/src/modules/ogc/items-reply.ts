/**
 * The answers of /items and /items/{featureId}: GeoJSON (application/geo+json), the features as
 * PostgreSQL wrote them, with numberMatched, numberReturned, timeStamp and the links (self,
 * collection, and next while there are more) around them. A page of up to 1,000 features is one
 * statement (count and page together); a bigger one is streamed from a cursor
 * (lib/row-stream.ts), so 10,000 features never sit in memory as one text.
 */
import { sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { OgcItemsQuery, OgcLink } from '@console/contract/ogc';
import type { Db } from '../../db/client';
import { first } from '../../db/sql';
import { notFound } from '../../lib/errors';
import { rowStream } from '../../lib/row-stream';
import type { Collection } from './collections';
import { ONE_STATEMENT_LIMIT, pageJsonSql } from './items';
import { chosenNames } from './properties';
import { GEOJSON_TYPE, JSON_TYPE, link, type Href } from './links';

/** The id of a feature's JSON text: row_to_json writes the columns in order, so it follows "type". */
function idOf(feature: string): number {
  const match = /^\{"type":"Feature","id":(\d+)/.exec(feature);
  return match ? Number(match[1]) : (JSON.parse(feature) as { id: number }).id;
}

/** The page's links: self, its collection, and the next page after `last` when there is one. */
function pageLinks(c: Collection, q: OgcItemsQuery, href: Href, next: number | undefined): string {
  const path = `/collections/${c.key}`;
  const bbox = q.bbox ? `${q.bbox.minLon},${q.bbox.minLat},${q.bbox.maxLon},${q.bbox.maxLat}` : undefined;
  const view = { limit: q.limit, bbox, properties: q.properties };
  const links: OgcLink[] = [
    link(href(`${path}/items`, { ...view, after: q.after }), 'self', GEOJSON_TYPE, 'This page'),
    link(href(path), 'collection', JSON_TYPE, c.title),
  ];
  if (next !== undefined) links.push(link(href(`${path}/items`, { ...view, after: next }), 'next', GEOJSON_TYPE, 'The next page'));
  return JSON.stringify(links);
}

export async function sendItems(db: Db, reply: FastifyReply, c: Collection, q: OgcItemsQuery, href: Href) {
  const features = await c.features(chosenNames(q.properties));
  const head = (matched: number) => `{"type":"FeatureCollection","numberMatched":${matched},"timeStamp":"${new Date().toISOString()}","features":[`;
  if (q.limit <= ONE_STATEMENT_LIMIT) {
    const page = await first<{ total: number; data: string; returned: number; more: boolean; last: number | null }>(db, pageJsonSql(features.page(q), features.count(q.bbox), q.limit));
    const next = page?.more && page.last !== null ? page.last : undefined;
    const text = `${head(page?.total ?? 0)}${(page?.data ?? '[]').slice(1, -1)}],"numberReturned":${page?.returned ?? 0},"links":${pageLinks(c, q, href, next)}}`;
    return reply.code(200).type(GEOJSON_TYPE).send(text);
  }
  const matched = (await first<{ n: number }>(db, features.count(q.bbox)))?.n ?? 0;
  let returned = 0;
  let last: number | undefined;
  let more = false;
  const stream = rowStream(db, features.page(q), {
    head: () => head(matched),
    batch: (batch) => {
      const kept = batch.slice(0, Math.max(q.limit - returned, 0));
      if (kept.length < batch.length) more = true;
      if (!kept.length) return '';
      const text = (returned ? ',' : '') + kept.join(',');
      returned += kept.length;
      last = idOf(kept[kept.length - 1]);
      return text;
    },
    tail: () => `],"numberReturned":${returned},"links":${pageLinks(c, q, href, more ? last : undefined)}}`,
  });
  return reply.code(200).type(GEOJSON_TYPE).send(stream);
}

export async function sendFeature(db: Db, reply: FastifyReply, c: Collection, id: number, properties: string | undefined, href: Href) {
  const features = await c.features(chosenNames(properties));
  const row = await first<{ j: string }>(db, sql`select row_to_json(x)::text as j from (${features.item(id)}) x`);
  if (!row) throw notFound();
  const path = `/collections/${c.key}`;
  const links = [link(href(`${path}/items/${id}`, { properties }), 'self', GEOJSON_TYPE), link(href(path), 'collection', JSON_TYPE, c.title)];
  return reply.code(200).type(GEOJSON_TYPE).send(`${row.j.slice(0, -1)},"links":${JSON.stringify(links)}}`);
}
