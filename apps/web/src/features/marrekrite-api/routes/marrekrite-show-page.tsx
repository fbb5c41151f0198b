/** Route 'admin.marrekrite_api.index': the recreational routes setting of the network, read-only, as the setting kit shows a declared setting (../setting.ts). */
import { SettingShowPage } from '../../../components/setting/setting-pages';
import { marrekriteApi } from '../setting';

export function MarrekriteShowPage() {
  return <SettingShowPage def={marrekriteApi} />;
}
