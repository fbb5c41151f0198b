/** GET /v1/object/{id}/children: what hangs directly on an object (its panel's parts). */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { mapObjectSchema } from '@console/contract/map-objects';
import { callQuery } from '../../../lib/call-query';
import { objectChildrenCall } from './calls';

/** `enabled` false: not asked (no object selected). */
export const useObjectChildren = (id: number, enabled = true) => useQuery({ ...callQuery(objectChildrenCall(id), z.array(mapObjectSchema)), enabled });
