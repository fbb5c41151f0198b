/** GET /v1/object/{id}/children: what hangs directly on an object (its panel's parts). */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { mapObjectSchema } from '@console/contract/map-objects';
import { callQuery } from '../../../lib/call-query';
import { objectChildrenCall } from './calls';

export const useObjectChildren = (id: number) => useQuery(callQuery(objectChildrenCall(id), z.array(mapObjectSchema)));
