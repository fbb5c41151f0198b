/**
 * The Marrekrite's integration key, under its settings, on the secret-key kit
 * (components/secret-key): the key its reports carry as X-Api-Key.
 */
import { SecretKeyCard } from '../../../components/secret-key/secret-key-card';
import { apiPaths } from '@console/contract/paths';
import { queryKeys } from '../../../lib/query-keys';

export function IntegrationKeyCard() {
  return <SecretKeyCard ns="marrekrite_api.key" calls={{ path: apiPaths.marrekriteKey, queryKey: [...queryKeys.config, 'marrekrite', 'key'] }} />;
}
