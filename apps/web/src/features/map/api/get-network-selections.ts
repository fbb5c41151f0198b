/** The network's selections and routes, for the map's chooser; silent: a role that may not read them lists none. */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { selectionSchema } from '@console/contract/selections';
import { callQuery } from '../../../lib/call-query';
import { networkSelectionsCall } from './calls';

export const useNetworkSelections = (networkId: number) =>
  useQuery({ ...callQuery(networkSelectionsCall(networkId), z.array(selectionSchema), { silent: true }), retry: false });
