/** GET /v1/selection/{id}: one selection with its type's kind, counts, length and attribute values. */
import { useQuery } from '@tanstack/react-query';
import { selectionSchema } from '@console/contract/selections';
import { callQuery } from '../../../lib/call-query';
import { selectionCall } from './calls';

export const useSelection = (id: number) => useQuery(callQuery(selectionCall(id), selectionSchema));
