/** GET /v1/integrations/helpdesk/health: the helpdesk link's last report, last delivery and last failed attempt, every 30 s. */
import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '@console/contract/paths';
import { helpdeskHealthSchema } from '@console/contract/reports';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

/** The health's key: the connection test refreshes it. */
export const healthKey = [...queryKeys.config, 'helpdesk', 'health'] as const;

export function useHelpdeskHealth() {
  return useQuery({ queryKey: healthKey, queryFn: () => http.get(apiPaths.helpdeskHealth, helpdeskHealthSchema), refetchInterval: 30_000 });
}
