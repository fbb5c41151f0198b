/** GET /v1/selection/{id}/course: a route's line over the network, its length and its gaps. */
import { useQuery } from '@tanstack/react-query';
import { courseSchema } from '@console/contract/selections';
import { callQuery } from '../../../lib/call-query';
import { courseCall } from './calls';

/** Only a route has a course; `enabled: false` for a set. */
export const useCourse = (id: number, enabled: boolean) => useQuery({ ...callQuery(courseCall(id), courseSchema), enabled });
