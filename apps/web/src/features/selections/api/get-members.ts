/** GET /v1/selection/{id}/object: the members, a route's in their order. */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { selectionObjectSchema } from '@console/contract/selections';
import { callQuery } from '../../../lib/call-query';
import { membersCall } from './calls';

const schema = z.array(selectionObjectSchema);

export const useMembers = (id: number) => useQuery(callQuery(membersCall(id), schema));
