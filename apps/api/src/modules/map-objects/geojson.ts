/**
 * The map objects of a list as a GeoJSON FeatureCollection (RFC 7946), streamed
 * (lib/geojson-feature.ts says what a feature holds), each lookup value's name beside its id as
 * `<attribute>_label` (lib/export-columns.ts).
 */
import type { Readable } from 'node:stream';
import type { SQL } from 'drizzle-orm';
import type { MapObject } from '@console/contract/map-objects';
import type { Db } from '../../db/client';
import { geojsonFeature } from '../../lib/geojson-feature';
import { featureStream } from '../../lib/row-stream';
import { labelsOf, type LookupNames } from '../../lib/export-columns';

/** A presented object as a GeoJSON Feature. */
export function featureOf(object: MapObject, names: LookupNames): Record<string, unknown> {
  const { geometry, attributes, ...fields } = object;
  return geojsonFeature(object.id, geometry, fields, [...attributes, ...labelsOf(attributes, names)]);
}

export const geojsonStream = (db: Db, rows: SQL, names: LookupNames): Readable => featureStream(db, rows, (o: MapObject) => featureOf(o, names));
