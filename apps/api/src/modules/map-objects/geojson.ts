/** The map objects of a list as a GeoJSON FeatureCollection (RFC 7946), streamed (lib/geojson-feature.ts says what a feature holds). */
import type { Readable } from 'node:stream';
import type { SQL } from 'drizzle-orm';
import type { MapObject } from '@console/contract/map-objects';
import type { Db } from '../../db/client';
import { geojsonFeature } from '../../lib/geojson-feature';
import { featureStream } from '../../lib/row-stream';

/** A presented object as a GeoJSON Feature. */
export function featureOf(object: MapObject): Record<string, unknown> {
  const { geometry, attributes, ...fields } = object;
  return geojsonFeature(object.id, geometry, fields, attributes);
}

export const geojsonStream = (db: Db, rows: SQL): Readable => featureStream(db, rows, featureOf);
