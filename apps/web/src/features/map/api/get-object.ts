/** GET /v1/object/{id}: the selected object; idle while none is selected. */
import { useQuery } from '@tanstack/react-query';
import { mapObjectSchema } from '@console/contract/map-objects';
import { callQuery } from '../../../lib/call-query';
import { objectCall } from './calls';

export const useObject = (id: number | null) => useQuery({ ...callQuery(objectCall(id ?? 0), mapObjectSchema), enabled: id !== null });
