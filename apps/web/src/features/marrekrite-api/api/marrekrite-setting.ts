/** The recreational routes (Marrekrite) setting of the selected network: the key-value entry 'marrekrite_api'. */
import { MARREKRITE_KEY, marrekriteSettingSchema } from '@console/contract/integrations';
import { kvSetting } from '../../../components/resource/kv-setting';

export const marrekriteSetting = kvSetting(MARREKRITE_KEY, marrekriteSettingSchema);
