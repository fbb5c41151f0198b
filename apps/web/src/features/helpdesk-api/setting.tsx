/**
 * The helpdesk integration, declared on the setting kit (components/setting): the key-value
 * entry 'helpdesk_api' of the selected network, its view's fields, form and payload.
 */
import { HELPDESK_KEY, HELPDESK_STATUS_CODES, helpdeskSettingSchema, type HelpdeskSetting } from '@console/contract/integrations';
import { DEFAULT_REPORT_DISTANCE_M } from '@console/contract/reports';
import { useTranslation } from 'react-i18next';
import { useResourceList } from '../../components/resource/resource-api';
import { RevealableSecret } from '../../components/secret-key/revealable-secret';
import type { SettingDef } from '../../components/setting/setting';
import { sources } from '../../lib/config-sources';
import { kvSetting } from '../../lib/kv-setting';
import { rowName } from '../../lib/row-options';
import { HELPDESK_ATTRIBUTE_FIELDS } from './components/dependent-choices';
import { HelpdeskForm } from './components/helpdesk-form';
import { helpdeskFormValues, helpdeskPayload, type HelpdeskFormValues } from './components/helpdesk-payload';
import { helpdeskPaths } from './paths';

function useFields(s: HelpdeskSetting | undefined, unknown: (id: number) => string) {
  const { t } = useTranslation();
  const priorities = useResourceList(sources.actionPriorities);
  const types = useResourceList(sources.mapObjectTypes);
  const actionTypes = useResourceList(sources.actionTypes);
  const attributes = useResourceList(sources.attributes);
  const statuses = useResourceList(sources.actionStatuses);
  if (!s) return [];
  return [
    { key: 'instance_id', label: t('helpdesk_api.instance_id'), value: s.instance_id ?? '-' },
    { key: 'api_key', label: t('helpdesk_api.api_key'), value: <RevealableSecret value={s.api_key} label={t('helpdesk_api.api_key')} /> },
    { key: 'action_priority_id', label: t('helpdesk_api.action_priority'), value: rowName(priorities.data, s.action_priority_id, unknown) },
    { key: 'map_object_type_id', label: t('helpdesk_api.map_object_type'), value: rowName(types.data, s.map_object_type_id, unknown) },
    { key: 'dynamic_action_type_id', label: t('helpdesk_api.action_type'), value: rowName(actionTypes.data, s.dynamic_action_type_id, unknown) },
    ...HELPDESK_ATTRIBUTE_FIELDS.map((field) => ({ key: field, label: t(`helpdesk_api.${field}`), value: rowName(attributes.data, s[field], unknown) })),
    ...HELPDESK_STATUS_CODES.map((code) => ({
      key: `status_${code}`, label: t(`helpdesk_api.status_${code}`), value: rowName(statuses.data, s.action_status?.[code], unknown),
    })),
    { key: 'distance', label: t('helpdesk_api.distance'), value: s.distance ? `${s.distance} m` : t('helpdesk_api.distance_default', { metres: DEFAULT_REPORT_DISTANCE_M }) },
    { key: 'callback_url', label: t('helpdesk_api.callback_url'), value: s.callback_url ?? '-' },
  ];
}

export const helpdeskApi: SettingDef<HelpdeskSetting, HelpdeskFormValues> = {
  ns: 'helpdesk_api',
  setting: kvSetting(HELPDESK_KEY, helpdeskSettingSchema),
  routes: helpdeskPaths,
  useFields,
  Form: HelpdeskForm,
  formValues: helpdeskFormValues,
  payload: helpdeskPayload,
};
