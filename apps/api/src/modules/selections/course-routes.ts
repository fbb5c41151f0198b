/**
 * A route's course (docs/selections.md, "The course"): of objects not yet saved as a route (the
 * map's click-to-build mode asks after each click) and of a saved route (its stored course,
 * worked out again first when stale). Read as selections are: module-selections or module-map.
 */
import { one, idParam } from '@console/contract/envelope';
import { commonErrorResponses } from '@console/contract/errors';
import { courseRequestSchema, courseSchema } from '@console/contract/selections';
import type { App, Deps } from '../../app-types';
import { asks, networkScope } from '../../auth/scope';
import { notFound } from '../../lib/errors';
import { courseOf } from './course/course';
import { networkGraph } from './course/network-graphs';
import { readableSelection, unsavedMembers } from './course/readable';
import { storedCourse } from './course/stored';

const tags = ['selections'];

export function selectionCourseRoutes(app: App, { db }: Deps) {
  app.post('/v1/network/:id/route_course', {
    config: { ...asks('readSelections'), networkFromPath: true },
    schema: {
      tags,
      summary: 'The course of objects in order, not saved as a route: consecutive junctions joined by the shortest path over the network\'s lines, its length in metres and its gaps',
      params: idParam, body: courseRequestSchema, response: { 200: one(courseSchema), ...commonErrorResponses },
    },
  }, async (req) => {
    const s = networkScope(req);
    const members = await unsavedMembers(db, s.networkId, req.body.objects);
    const { graph } = await networkGraph(db, s.networkId);
    return { data: courseOf(graph, members) };
  });

  app.get('/v1/selection/:id/course', {
    config: asks('readSelections'),
    schema: {
      tags, summary: 'A route\'s course: its line (a MultiLineString where it has gaps), length in metres and gaps; 404 for a selection that is no route',
      params: idParam, response: { 200: one(courseSchema), ...commonErrorResponses },
    },
  }, async (req) => {
    const s = networkScope(req);
    const selection = await readableSelection(db, s.networkId, req.params.id);
    if (!selection.is_ordered) throw notFound();
    return { data: await storedCourse(db, s.networkId, selection.id) };
  });
}
