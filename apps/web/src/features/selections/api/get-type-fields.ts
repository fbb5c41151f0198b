/**
 * A selection type's attributes as the attribute form draws them: in their linked order, each
 * lookup with its values. A selection's form shows its stored values, so no default is needed.
 */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { linkedAttributeSchema, lookupValueSchema, LOOKUP_TYPES } from '@console/contract/attributes';
import type { MapObjectTypeAttribute } from '@console/contract/map-object-types';
import { apiPaths } from '@console/contract/paths';
import { http } from '../../../lib/http';
import { typeAttributesCall } from './calls';

const isLookup = (type: string) => LOOKUP_TYPES.some((t) => t === type);

export const useTypeFields = (typeId: number) => useQuery({
  queryKey: [...typeAttributesCall(typeId).key, 'fields'],
  queryFn: async (): Promise<MapObjectTypeAttribute[]> => {
    const call = typeAttributesCall(typeId);
    const attributes = await http.get(call.path, z.array(linkedAttributeSchema), { query: { ...call.query } });
    return Promise.all(attributes.map(async (a, order) => ({
      ...a,
      required: false,
      default_value: null,
      order,
      lookup_values: isLookup(a.type) ? (await http.list(apiPaths.lookupValues(a.id), lookupValueSchema)).map(({ id, name }) => ({ id, name })) : [],
    })));
  },
});
