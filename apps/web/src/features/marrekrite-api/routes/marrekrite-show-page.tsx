/**
 * Route 'admin.marrekrite_api.index': the recreational routes setting of the network, read-only,
 * as the setting kit shows a declared setting (../setting.ts), and under it the integration key
 * the Marrekrite sends its reports with.
 */
import { Flex } from 'antd';
import { SettingShowPage } from '../../../components/setting/setting-pages';
import { IntegrationKeyCard } from '../components/integration-key-card';
import { marrekriteApi } from '../setting';

export function MarrekriteShowPage() {
  return (
    <Flex vertical gap={16}>
      <SettingShowPage def={marrekriteApi} />
      <IntegrationKeyCard />
    </Flex>
  );
}
