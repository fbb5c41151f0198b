/**
 * Route 'admin.helpdesk_api.index': the helpdesk setting of the network, read-only, as the setting
 * kit shows a declared setting (../setting.ts), and under it the link's health and its test.
 */
import { Flex } from 'antd';
import { SettingShowPage } from '../../../components/setting/setting-pages';
import { HealthCard } from '../components/health-card';
import { helpdeskApi } from '../setting';

export function HelpdeskShowPage() {
  return (
    <Flex vertical gap={16}>
      <SettingShowPage def={helpdeskApi} />
      <HealthCard />
    </Flex>
  );
}
