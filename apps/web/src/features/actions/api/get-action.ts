/** GET /v1/action/{id}: one action. */
import { useQuery } from '@tanstack/react-query';
import { actionSchema } from '@console/contract/actions';
import { callQuery } from '../../../lib/call-query';
import { actionCall } from './calls';

export const useAction = (id: number) => useQuery(callQuery(actionCall(id), actionSchema));
