/** GET /v1/selection/{id}: the selection shown over the map; idle while none is. */
import { useQuery } from '@tanstack/react-query';
import { selectionSchema } from '@console/contract/selections';
import { callQuery } from '../../../lib/call-query';
import { selectionCall } from './calls';

export const useSelection = (id: number | null) => useQuery({ ...callQuery(selectionCall(id ?? 0), selectionSchema), enabled: id !== null, retry: false });
