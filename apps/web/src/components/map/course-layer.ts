/**
 * A selection over a map: a route's course as a line, each gap (two consecutive members no path
 * joins) as a dashed straight line between them, and the members themselves: points as circles
 * with their number in the route's order (none for a set), line members as a wide line under
 * the course. One GeoJSON source, its features told apart by `kind`, so showing another
 * selection or the builder's next course is one setData.
 */
import type { Map as MapLibreMap } from 'maplibre-gl';
import type { Course } from '@console/contract/selections';
import type { Geometry } from '@console/contract/map-objects';
import type { FilterSpec, LayerSpec } from './map-style';

export const COURSE_SOURCE = 'selection-course';
export const COURSE_LAYERS = {
  memberLines: 'selection-member-lines',
  line: 'selection-course-line',
  gaps: 'selection-course-gaps',
  stops: 'selection-stops',
  numbers: 'selection-stop-numbers',
} as const;
/** The course's colour: apart from the objects' black and red and the console's blue. */
export const COURSE_COLOUR = '#722ed1';

/** A member as the overlay draws it: its object, its number in the route (null: a set), its geometry. */
export interface CourseMember {
  id: number;
  order: number | null;
  geometry: Geometry | null;
}

type Position = [number, number];
type Line = Position[];
type OverlayGeometry = { type: 'Point'; coordinates: Position } | { type: 'LineString'; coordinates: Line } | { type: 'MultiLineString'; coordinates: Line[] };
type Feature = { type: 'Feature'; properties: Record<string, string | number>; geometry: OverlayGeometry };
export interface CourseFeatures { type: 'FeatureCollection'; features: Feature[] }

const EMPTY: CourseFeatures = { type: 'FeatureCollection', features: [] };

/** Where a gap meets a member: a point itself, a line at its end nearest `towards` (or its first position). */
export function anchorOf(geometry: Geometry | null, towards: Position | null = null): Position | null {
  if (geometry?.type === 'Point') return geometry.coordinates;
  if (geometry?.type !== 'LineString' || geometry.coordinates.length === 0) return null;
  const start = geometry.coordinates[0];
  const end = geometry.coordinates[geometry.coordinates.length - 1];
  if (!towards) return start;
  const far = (p: Position) => (p[0] - towards[0]) ** 2 + (p[1] - towards[1]) ** 2;
  return far(start) <= far(end) ? start : end;
}

/**
 * The straight lines of a course's gaps: each gap's pair found as consecutive members (a
 * junction passed twice is met at its own place in the order), joined where they are.
 */
export function gapLines(gaps: Course['gaps'], members: readonly CourseMember[]): Position[][] {
  const lines: Position[][] = [];
  for (const gap of gaps) {
    const at = members.findIndex((m, i) => m.id === gap.from && members[i + 1]?.id === gap.to);
    if (at < 0) continue;
    const [from, to] = [members[at], members[at + 1]];
    const a = anchorOf(from.geometry, anchorOf(to.geometry));
    const b = anchorOf(to.geometry, a);
    if (a && b) lines.push([a, b]);
  }
  return lines;
}

const isPosition = (p: unknown): p is Position => Array.isArray(p) && p.length >= 2 && typeof p[0] === 'number' && typeof p[1] === 'number';
const asLine = (line: unknown): Line => (Array.isArray(line) ? line.filter(isPosition).map((p) => [p[0], p[1]]) : []);

/** A course's geometry as read (its positions unchecked) as lines: one for a LineString, one per part of a MultiLineString. */
export function courseLines(geometry: Course['geometry']): Line[] {
  if (!geometry) return [];
  const lines = geometry.type === 'LineString' ? [asLine(geometry.coordinates)] : geometry.coordinates.map(asLine);
  return lines.filter((line) => line.length >= 2);
}

/** The overlay's features: the course, its gaps, and the members (numbered in a route). */
export function courseFeatures(course: Course | null, members: readonly CourseMember[]): CourseFeatures {
  const features: Feature[] = [];
  for (const member of members) {
    if (member.geometry?.type === 'LineString') features.push({ type: 'Feature', properties: { kind: 'member-line', id: member.id }, geometry: member.geometry });
  }
  const lines = courseLines(course?.geometry ?? null);
  if (lines.length) features.push({ type: 'Feature', properties: { kind: 'course' }, geometry: { type: 'MultiLineString', coordinates: lines } });
  const gaps = gapLines(course?.gaps ?? [], members);
  if (gaps.length) features.push({ type: 'Feature', properties: { kind: 'gap' }, geometry: { type: 'MultiLineString', coordinates: gaps } });
  for (const member of members) {
    if (member.geometry?.type !== 'Point') continue;
    features.push({ type: 'Feature', properties: { kind: 'stop', id: member.id, order: member.order === null ? '' : String(member.order) }, geometry: member.geometry });
  }
  return { type: 'FeatureCollection', features };
}

const kind = (value: string): FilterSpec => ['==', ['get', 'kind'], value] as FilterSpec;

/** The overlay's layers, bottom to top. */
export function courseLayers(): LayerSpec[] {
  return [
    { id: COURSE_LAYERS.memberLines, type: 'line', source: COURSE_SOURCE, filter: kind('member-line'),
      layout: { 'line-cap': 'round' }, paint: { 'line-color': COURSE_COLOUR, 'line-width': 9, 'line-opacity': 0.35 } } as LayerSpec,
    { id: COURSE_LAYERS.line, type: 'line', source: COURSE_SOURCE, filter: kind('course'),
      layout: { 'line-cap': 'round', 'line-join': 'round' }, paint: { 'line-color': COURSE_COLOUR, 'line-width': 5, 'line-opacity': 0.85 } } as LayerSpec,
    { id: COURSE_LAYERS.gaps, type: 'line', source: COURSE_SOURCE, filter: kind('gap'),
      paint: { 'line-color': COURSE_COLOUR, 'line-width': 3, 'line-dasharray': [2, 2] } } as LayerSpec,
    { id: COURSE_LAYERS.stops, type: 'circle', source: COURSE_SOURCE, filter: kind('stop'),
      paint: { 'circle-radius': 11, 'circle-color': COURSE_COLOUR, 'circle-stroke-color': '#ffffff', 'circle-stroke-width': 2 } } as LayerSpec,
    { id: COURSE_LAYERS.numbers, type: 'symbol', source: COURSE_SOURCE, filter: kind('stop'),
      layout: { 'text-field': ['get', 'order'], 'text-size': 12, 'text-allow-overlap': true, 'text-ignore-placement': true },
      paint: { 'text-color': '#ffffff' } } as LayerSpec,
  ];
}

/** Shows `features` on a loaded map (the source and layers made the first time); null clears it. */
export function showCourse(map: MapLibreMap, features: CourseFeatures | null): void {
  const data = features ?? EMPTY;
  const source = map.getSource(COURSE_SOURCE);
  if (source && 'setData' in source && typeof source.setData === 'function') {
    source.setData(data);
    return;
  }
  if (!features) return;
  map.addSource(COURSE_SOURCE, { type: 'geojson', data });
  for (const layer of courseLayers()) map.addLayer(layer);
}
