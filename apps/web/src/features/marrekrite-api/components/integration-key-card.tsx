/**
 * The Marrekrite's integration key, under its settings, on the secret-key kit
 * (components/secret-key): the key its reports carry as X-Api-Key.
 */
import { SecretKeyCard } from '../../../components/secret-key/secret-key-card';
import { useDeleteIntegrationKey, useIntegrationKey, useMakeIntegrationKey } from '../api/integration-key';

export function IntegrationKeyCard() {
  return <SecretKeyCard ns="marrekrite_api.key" state={useIntegrationKey()} make={useMakeIntegrationKey()} remove={useDeleteIntegrationKey()} />;
}
