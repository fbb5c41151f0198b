/** GET /v1/object/count: how many objects each type has, of the status filtered on. */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { mapObjectCountSchema } from '@console/contract/map-objects';
import { callQuery } from '../../../lib/call-query';
import { countsCall } from './calls';

export const useObjectCounts = (statusId: number | null) => useQuery(callQuery(countsCall(statusId), z.array(mapObjectCountSchema)));
