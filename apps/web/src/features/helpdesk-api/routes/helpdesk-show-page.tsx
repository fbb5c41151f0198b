/** Route 'admin.helpdesk_api.index': the helpdesk setting of the network, read-only, as the setting kit shows a declared setting (../setting.ts). */
import { SettingShowPage } from '../../../components/setting/setting-pages';
import { helpdeskApi } from '../setting';

export function HelpdeskShowPage() {
  return <SettingShowPage def={helpdeskApi} />;
}
