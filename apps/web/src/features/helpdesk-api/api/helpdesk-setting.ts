/** The helpdesk setting of the selected network: the key-value entry 'helpdesk_api'. */
import { HELPDESK_KEY, helpdeskSettingSchema } from '@console/contract/integrations';
import { kvSetting } from '../../../components/resource/kv-setting';

export const helpdeskSetting = kvSetting(HELPDESK_KEY, helpdeskSettingSchema);
