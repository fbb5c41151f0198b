/** Route 'admin.marrekrite_api.edit': the form of the recreational routes setting of the network, as the setting kit edits a declared setting (../setting.ts). */
import { SettingEditPage } from '../../../components/setting/setting-pages';
import { marrekriteApi } from '../setting';

export function MarrekriteEditPage() {
  return <SettingEditPage def={marrekriteApi} />;
}
