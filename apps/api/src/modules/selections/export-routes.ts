/**
 * A selection's exports (docs/selections.md, "Exports"): `format=gpx`, GPX 1.1 for a GPS device
 * or route planner (course/gpx.ts), and `format=geojson`, a FeatureCollection of the route's
 * course (for a route) and its members in order. Downloads named after the selection. Read as
 * selections are: module-selections or module-map.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { idParam } from '@console/contract/envelope';
import { commonErrorResponses } from '@console/contract/errors';
import type { App, Deps } from '../../app-types';
import { asks, networkScope } from '../../auth/scope';
import { rows } from '../../db/sql';
import { disposition, sendText } from '../../lib/respond';
import { routeGpx } from './course/gpx';
import { readableSelection } from './course/readable';
import { storedCourse } from './course/stored';

const exportQuery = z.object({ format: z.enum(['gpx', 'geojson']) });

interface Member {
  position: number; id: number; code: string; label: string; geometry: { type: string; coordinates: unknown };
  map_object_type_id: number; map_object_type_name: string;
}

export function selectionExportRoutes(app: App, { db }: Deps) {
  app.get('/v1/selection/:id/export', {
    config: asks('readSelections'),
    schema: {
      tags: ['selections'],
      summary: 'A selection as a file: format=gpx (GPX 1.1: a waypoint per junction named by its label, a track of the course, a segment per part) or format=geojson (the course and the members)',
      params: idParam, querystring: exportQuery, response: commonErrorResponses,
    },
  }, async (req, reply) => {
    const s = networkScope(req);
    const selection = await readableSelection(db, s.networkId, req.params.id);
    const course = selection.is_ordered ? await storedCourse(db, s.networkId, selection.id) : null;
    const members = await rows<Member>(db, sql`select so.position, o.id, o.code, o.label, o.geometry, o.map_object_type_id, t.name as map_object_type_name
      from selection_objects so join map_objects o on o.id = so.map_object_id join map_object_types t on t.id = o.map_object_type_id
      where so.selection_id = ${selection.id} and o.deleted_at is null order by so.position`);
    const fileName = `${selection.name}.${req.query.format}`;
    reply.header('content-disposition', disposition(fileName));
    if (req.query.format === 'gpx') {
      const seen = new Set<number>();
      const waypoints = members.flatMap((m) => {
        const c = m.geometry.coordinates;
        if (m.geometry.type !== 'Point' || !Array.isArray(c) || seen.has(m.id)) return [];
        seen.add(m.id);
        return [{ lon: Number(c[0]), lat: Number(c[1]), name: m.label, description: m.map_object_type_name }];
      });
      const gpx = routeGpx({ name: selection.name, description: selection.description, time: new Date().toISOString(), waypoints, course });
      return sendText(reply, 'application/gpx+xml; charset=utf-8', gpx);
    }
    const features = [
      ...(course ? [{
        type: 'Feature', id: 'course', geometry: course.geometry,
        properties: { kind: 'course', name: selection.name, selection_type: selection.selection_type_name, length_m: course.length_m, gaps: course.gaps },
      }] : []),
      ...members.map((m) => ({
        type: 'Feature', id: m.id, geometry: m.geometry,
        properties: { kind: 'member', position: m.position, code: m.code, label: m.label, map_object_type_id: m.map_object_type_id, map_object_type_name: m.map_object_type_name },
      })),
    ];
    return sendText(reply, 'application/geo+json', JSON.stringify({ type: 'FeatureCollection', name: selection.name, features }));
  });
}
