/** GET /v1/map_object_status: the network's object statuses (the map's status filter). */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { mapObjectStatusSchema } from '@console/contract/map-object-statuses';
import { callQuery } from '../../../lib/call-query';
import { statusesCall } from './calls';

export const useStatuses = () => useQuery(callQuery(statusesCall, z.array(mapObjectStatusSchema)));
