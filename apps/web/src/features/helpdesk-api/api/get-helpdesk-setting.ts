/**
 * GET /v1/kv/helpdesk_api: the helpdesk setting of the selected network. When there is none
 * (404) the screen creates it empty (POST with {value: {}, network_id}), as the spec says.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { HELPDESK_KEY, helpdeskSettingSchema, type HelpdeskSetting } from '@console/contract/integrations';
import { kvEntrySchema } from '@console/contract/kv';
import { apiPaths } from '@console/contract/paths';
import { CONFIG_KEY } from '../../../components/resource/resource-api';
import { ApiError } from '../../../lib/api-error';
import { http } from '../../../lib/http';
import { storage } from '../../../lib/storage';

export const helpdeskEntrySchema = kvEntrySchema.extend({ value: helpdeskSettingSchema });
export const helpdeskPath = apiPaths.kvKey(HELPDESK_KEY);
export const helpdeskQueryKey = [CONFIG_KEY, 'kv', HELPDESK_KEY] as const;

/** The body of a write: the value and the selected network. */
export function helpdeskBody(value: HelpdeskSetting) {
  const networkId = storage.getNetworkId();
  return networkId === null ? { value } : { value, network_id: networkId };
}

const isStatus = (error: unknown, status: number) => error instanceof ApiError && error.status === status;

/** The stored setting; creates an empty one when none is stored. */
export async function getHelpdeskSetting(): Promise<HelpdeskSetting> {
  try {
    return (await http.get(helpdeskPath, helpdeskEntrySchema)).value;
  } catch (error) {
    if (!isStatus(error, 404)) throw error;
  }
  try {
    // Silent: a 400 here means another screen made it meanwhile, which is no error to show.
    return (await http.post(helpdeskPath, helpdeskEntrySchema, helpdeskBody({}), { silent: true })).value;
  } catch (error) {
    if (!isStatus(error, 400)) throw error;
    return (await http.get(helpdeskPath, helpdeskEntrySchema)).value;
  }
}

export const helpdeskQueryOptions = () => queryOptions({ queryKey: helpdeskQueryKey, queryFn: getHelpdeskSetting });

/** The helpdesk setting of the selected network (made empty when there was none). */
export function useHelpdeskSetting() {
  return useQuery(helpdeskQueryOptions());
}
