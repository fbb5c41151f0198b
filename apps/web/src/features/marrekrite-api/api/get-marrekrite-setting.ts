/**
 * GET /v1/kv/marrekrite_api: the recreational routes setting of the selected network. When it
 * cannot be read because there is none (404), the screen creates an empty one (spec section 4).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { MARREKRITE_KEY, marrekriteSettingSchema, type MarrekriteSetting } from '@console/contract/integrations';
import { kvEntrySchema } from '@console/contract/kv';
import { apiPaths } from '@console/contract/paths';
import { CONFIG_KEY } from '../../../components/resource/resource-api';
import { ApiError } from '../../../lib/api-error';
import { http } from '../../../lib/http';
import { storage } from '../../../lib/storage';

export const marrekriteEntrySchema = kvEntrySchema.extend({ value: marrekriteSettingSchema });
export const marrekritePath = apiPaths.kvKey(MARREKRITE_KEY);
export const marrekriteQueryKey = [CONFIG_KEY, 'kv', MARREKRITE_KEY] as const;

/** The body of a write: the value and the selected network. */
export function marrekriteBody(value: MarrekriteSetting) {
  const networkId = storage.getNetworkId();
  return networkId === null ? { value } : { value, network_id: networkId };
}

const isStatus = (error: unknown, status: number) => error instanceof ApiError && error.status === status;

/** The stored setting; creates an empty one when none is stored. */
export async function getMarrekriteSetting(): Promise<MarrekriteSetting> {
  try {
    return (await http.get(marrekritePath, marrekriteEntrySchema)).value;
  } catch (error) {
    if (!isStatus(error, 404)) throw error;
  }
  try {
    // Silent: a 400 here means another screen made it meanwhile, which is no error to show.
    return (await http.post(marrekritePath, marrekriteEntrySchema, marrekriteBody({}), { silent: true })).value;
  } catch (error) {
    if (!isStatus(error, 400)) throw error;
    return (await http.get(marrekritePath, marrekriteEntrySchema)).value;
  }
}

export const marrekriteQueryOptions = () => queryOptions({ queryKey: marrekriteQueryKey, queryFn: getMarrekriteSetting });

/** The recreational routes setting of the selected network (made empty when there was none). */
export function useMarrekriteSetting() {
  return useQuery(marrekriteQueryOptions());
}
