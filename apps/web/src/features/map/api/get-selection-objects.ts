/** GET /v1/selection/{id}/object: the members of the selection shown over the map, a route's in order. */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { selectionObjectSchema } from '@console/contract/selections';
import { callQuery } from '../../../lib/call-query';
import { selectionObjectsCall } from './calls';

export const useSelectionObjects = (id: number | null) =>
  useQuery({ ...callQuery(selectionObjectsCall(id ?? 0), z.array(selectionObjectSchema)), enabled: id !== null, retry: false });
