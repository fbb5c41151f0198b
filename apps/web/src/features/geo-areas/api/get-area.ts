/** GET /v1/geo/{id}: one area with its polygon and its attribute values. */
import { useQuery } from '@tanstack/react-query';
import { geoAreaSchema } from '@console/contract/geo-areas';
import { callQuery } from '../../../lib/call-query';
import { areaCall } from './calls';

export const useArea = (id: number) => useQuery(callQuery(areaCall(id), geoAreaSchema));
