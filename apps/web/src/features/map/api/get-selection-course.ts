/** GET /v1/selection/{id}/course: the course of the route shown over the map (asked of routes only). */
import { useQuery } from '@tanstack/react-query';
import { courseSchema } from '@console/contract/selections';
import { callQuery } from '../../../lib/call-query';
import { selectionCourseCall } from './calls';

export const useSelectionCourse = (id: number | null, ordered: boolean) =>
  useQuery({ ...callQuery(selectionCourseCall(id ?? 0), courseSchema), enabled: id !== null && ordered, retry: false });
