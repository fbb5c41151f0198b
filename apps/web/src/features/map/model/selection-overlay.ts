/**
 * What the map draws of a selection, from what the API answers: the shown selection's members
 * (numbered for a route) and course, or the route being built's stops and its latest course;
 * and the line the map fits its view to when a selection is chosen. Pure: unit-tested.
 */
import type { Geometry } from '@console/contract/map-objects';
import type { Course, SelectionObject } from '@console/contract/selections';
import { asGeometry } from '../../../components/map/geometry-bounds';
import { anchorOf, courseFeatures, type CourseFeatures, type CourseMember } from '../../../components/map/course-layer';
import type { RouteStop } from './route-draft';

/** A saved selection's members as the overlay draws them: a route's by their position, a set's unnumbered. */
export function savedMembers(objects: readonly SelectionObject[], ordered: boolean): CourseMember[] {
  return objects.map((o) => ({ id: o.id, order: ordered ? o.position : null, geometry: asGeometry(o.geometry) }));
}

/** The route being built's stops, numbered 1..n in their order. */
export function draftMembers(stops: readonly RouteStop[]): CourseMember[] {
  return stops.map((stop, i) => ({ id: stop.id, order: i + 1, geometry: stop.position ? { type: 'Point', coordinates: stop.position } : null }));
}

/** The overlay of the route being built: its stops, and the course once the one asked for them is in. */
export function draftOverlay(stops: readonly RouteStop[], course: Course | undefined): CourseFeatures | null {
  if (stops.length === 0) return null;
  return courseFeatures(course ?? null, draftMembers(stops));
}

/** A line through the members' places, for the map to fit its view to; null without two places. */
export function membersExtent(members: readonly CourseMember[]): Geometry | null {
  const places = members.flatMap((m) => {
    if (m.geometry?.type === 'LineString') return m.geometry.coordinates;
    const anchor = anchorOf(m.geometry);
    return anchor ? [anchor] : [];
  });
  if (places.length === 0) return null;
  if (places.length === 1) return { type: 'Point', coordinates: places[0] };
  return { type: 'LineString', coordinates: places };
}
