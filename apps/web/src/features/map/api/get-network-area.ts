/** GET /v1/network/{id}?include=geoObject: the network with its area, where the map opens; silent: a refusal leaves the map without an area. */
import { useQuery } from '@tanstack/react-query';
import { networkSchema } from '@console/contract/networks';
import { callQuery } from '../../../lib/call-query';
import { networkAreaCall } from './calls';

export const useNetworkArea = (networkId: number) => useQuery({ ...callQuery(networkAreaCall(networkId), networkSchema, { silent: true }), retry: false });
