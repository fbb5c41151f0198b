/** Route 'admin.helpdesk_api.edit': the form of the helpdesk setting of the network, as the setting kit edits a declared setting (../setting.ts). */
import { SettingEditPage } from '../../../components/setting/setting-pages';
import { helpdeskApi } from '../setting';

export function HelpdeskEditPage() {
  return <SettingEditPage def={helpdeskApi} />;
}
