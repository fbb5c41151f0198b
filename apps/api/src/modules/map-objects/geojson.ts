/**
 * The map objects of a list as a GeoJSON FeatureCollection (RFC 7946), streamed: each row of the
 * presenter becomes a Feature with the object's id, its geometry, and as properties its fields and
 * its attribute values by attribute name (what a GIS shows as columns; a field of the object wins
 * over an attribute of the same name).
 */
import type { Readable } from 'node:stream';
import type { SQL } from 'drizzle-orm';
import type { MapObject } from '@console/contract/map-objects';
import type { Db } from '../../db/client';
import { rowStream } from '../../lib/row-stream';

/** A presented object as a GeoJSON Feature. */
export function featureOf(object: MapObject): Record<string, unknown> {
  const { geometry, attributes, ...fields } = object;
  const properties: Record<string, unknown> = {};
  for (const a of attributes) if (a.value !== null) properties[a.name] ??= a.value;
  return { type: 'Feature', id: object.id, geometry, properties: { ...properties, ...fields } };
}

export function geojsonStream(db: Db, rows: SQL): Readable {
  return rowStream(db, rows, {
    head: () => '{"type":"FeatureCollection","features":[',
    batch: (batch, first) => (first ? '' : ',') + batch.map((j) => JSON.stringify(featureOf(JSON.parse(j) as MapObject))).join(','),
    tail: ']}',
  });
}
