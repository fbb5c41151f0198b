/**
 * An action type's attributes as the attribute form draws them: in their order, each lookup with
 * its values. An action's form shows its stored values, so no default is needed.
 */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { actionTypeAttributeSchema } from '@console/contract/action-types';
import { lookupValueSchema } from '@console/contract/attributes';
import type { MapObjectTypeAttribute } from '@console/contract/map-object-types';
import { apiPaths } from '@console/contract/paths';
import { http } from '../../../lib/http';
import { actionsKey, typeAttributesCall } from './calls';

const LOOKUPS = new Set(['lookup', 'multi_lookup']);

export const useTypeFields = (typeId: number) => useQuery({
  queryKey: [...actionsKey, 'type', typeId, 'fields'],
  queryFn: async (): Promise<MapObjectTypeAttribute[]> => {
    const call = typeAttributesCall(typeId);
    const attributes = await http.get(call.path, z.array(actionTypeAttributeSchema), { query: { ...call.query } });
    return Promise.all(attributes.map(async (a) => ({
      ...a,
      default_value: null,
      lookup_values: LOOKUPS.has(a.type) ? (await http.list(apiPaths.lookupValues(a.id), lookupValueSchema)).map(({ id, name }) => ({ id, name })) : [],
    })));
  },
});
