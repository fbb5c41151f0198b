/** GET /v1/selection_type/{id}/type: the object types whose objects may be a stop of a route of that type; idle until one is chosen. */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { namedItemSchema } from '@console/contract/config-fields';
import { callQuery } from '../../../lib/call-query';
import { selectionTypeTypesCall } from './calls';

export const useSelectionTypeTypes = (id: number | null) =>
  useQuery({ ...callQuery(selectionTypeTypesCall(id ?? 0), z.array(namedItemSchema)), enabled: id !== null });
