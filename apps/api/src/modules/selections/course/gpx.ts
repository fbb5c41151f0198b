/**
 * A route as GPX 1.1 (https://www.topografix.com/GPX/1/1/), which Garmin devices and route
 * planners read: the route's name in the metadata, a waypoint per junction (each point member
 * once, in the order the route first passes it) named by its label, and one track whose segments
 * are the course's parts (a track segment per part: a gap starts the next one). The elements
 * come in the schema's order (metadata, wpt, trk; in each, name before desc).
 */
import type { Course } from '@console/contract/selections';

export interface GpxWaypoint { lon: number; lat: number; name: string; description?: string }
export interface GpxRoute { name: string; description: string | null; time: string; waypoints: GpxWaypoint[]; course: Course | null }

const escape = (text: string) => text
  // Characters XML 1.0 does not allow at all are left out; the five with a meaning are escaped.
  .replace(/[^\t\n\r\x20-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu, '')
  .replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/**
 * A number as the schema's xsd:decimal, which has no exponent: JavaScript writes a coordinate
 * within 1e-6 of 0 (near the equator or Greenwich) as 1e-7, which a validating reader refuses.
 */
const decimal = (n: number): string => {
  const small = /^(-?)(\d)(?:\.(\d+))?e-(\d+)$/.exec(String(n));
  if (!small) return String(n);
  const [, sign, digit, rest = '', exponent] = small;
  return `${sign}0.${'0'.repeat(Number(exponent) - 1)}${digit}${rest}`;
};

/** A position's attributes: lat within -90..90, lon within -180..180 as the schema's types ask (180 itself written as -180). */
const at = (lon: number, lat: number) => `lat="${decimal(lat)}" lon="${decimal(lon >= 180 ? lon - 360 : lon)}"`;

const partsOf = (course: Course | null): number[][][] => {
  const g = course?.geometry;
  if (!g) return [];
  const parts = g.type === 'LineString' ? [g.coordinates] : g.coordinates;
  return parts.filter(Array.isArray).map((part) => part.filter((p): p is number[] => Array.isArray(p) && p.length >= 2 && p.every((n) => typeof n === 'number')));
};

export function routeGpx(r: GpxRoute): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<gpx version="1.1" creator="Beheerconsole" xmlns="http://www.topografix.com/GPX/1/1" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"'
      + ' xsi:schemaLocation="http://www.topografix.com/GPX/1/1 http://www.topografix.com/GPX/1/1/gpx.xsd">',
    '  <metadata>',
    `    <name>${escape(r.name)}</name>`,
    ...(r.description ? [`    <desc>${escape(r.description)}</desc>`] : []),
    `    <time>${escape(r.time)}</time>`,
    '  </metadata>',
    ...r.waypoints.map((w) => `  <wpt ${at(w.lon, w.lat)}><name>${escape(w.name)}</name>${w.description ? `<desc>${escape(w.description)}</desc>` : ''}</wpt>`),
  ];
  const parts = partsOf(r.course);
  if (parts.length) {
    lines.push('  <trk>', `    <name>${escape(r.name)}</name>`);
    for (const part of parts) {
      lines.push('    <trkseg>', ...part.map((p) => `      <trkpt ${at(p[0], p[1])}/>`), '    </trkseg>');
    }
    lines.push('  </trk>');
  }
  lines.push('</gpx>', '');
  return lines.join('\n');
}
