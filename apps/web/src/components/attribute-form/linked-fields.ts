/**
 * The attributes linked to something (a selection type, the network's areas) as the attribute
 * form draws them: in their linked order, each lookup with its values. No value is required and
 * none has a default: the form shows values stored on a record, not a new one's.
 */
import { z } from 'zod';
import { linkedAttributeSchema, lookupValueSchema, LOOKUP_TYPES } from '@console/contract/attributes';
import type { MapObjectTypeAttribute } from '@console/contract/map-object-types';
import { apiPaths } from '@console/contract/paths';
import type { ApiCall } from '../../lib/api-call';
import { http } from '../../lib/http';

const isLookup = (type: string) => LOOKUP_TYPES.some((t) => t === type);

/** Reads the linked attributes the call lists, and each lookup's values. */
export async function linkedFormFields(call: ApiCall): Promise<MapObjectTypeAttribute[]> {
  const attributes = await http.get(call.path, z.array(linkedAttributeSchema), { query: { ...call.query } });
  return Promise.all(attributes.map(async (a, order) => ({
    ...a,
    required: false,
    default_value: null,
    order,
    lookup_values: isLookup(a.type) ? (await http.list(apiPaths.lookupValues(a.id), lookupValueSchema)).map(({ id, name }) => ({ id, name })) : [],
  })));
}
