/**
 * The attributes of the network's areas as the attribute form draws them, each lookup with its
 * values. Areas have no required values and no defaults (docs/map-objects.md, "Areas").
 */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { linkedAttributeSchema, lookupValueSchema, LOOKUP_TYPES } from '@console/contract/attributes';
import type { MapObjectTypeAttribute } from '@console/contract/map-object-types';
import { apiPaths } from '@console/contract/paths';
import { http } from '../../../lib/http';
import { areaAttributesCall } from './calls';

const isLookup = (type: string) => LOOKUP_TYPES.some((t) => t === type);

export const useAreaFields = () => useQuery({
  queryKey: [...areaAttributesCall.key, 'fields'],
  queryFn: async (): Promise<MapObjectTypeAttribute[]> => {
    const attributes = await http.get(areaAttributesCall.path, z.array(linkedAttributeSchema), { query: { ...areaAttributesCall.query } });
    return Promise.all(attributes.map(async (a, order) => ({
      ...a,
      required: false,
      default_value: null,
      order,
      lookup_values: isLookup(a.type) ? (await http.list(apiPaths.lookupValues(a.id), lookupValueSchema)).map(({ id, name }) => ({ id, name })) : [],
    })));
  },
});
