/**
 * The recreational routes (Marrekrite) integration, declared on the setting kit
 * (components/setting): the key-value entry 'marrekrite_api' of the selected network, its
 * view's fields (category with its id, action priority, map object types as a comma list,
 * action type, action status, attribute), form and payload.
 */
import { MARREKRITE_KEY, marrekriteSettingSchema, type MarrekriteSetting } from '@console/contract/integrations';
import { useTranslation } from 'react-i18next';
import { useResourceList } from '../../components/resource/resource-api';
import type { SettingDef } from '../../components/setting/setting';
import { sources } from '../../lib/config-sources';
import { kvSetting } from '../../lib/kv-setting';
import { rowName } from '../../lib/row-options';
import { MarrekriteForm } from './components/marrekrite-form';
import { categoryText, marrekriteFormValues, marrekritePayload, type MarrekriteFormValues } from './components/marrekrite-payload';
import { marrekritePaths } from './paths';

function useFields(s: MarrekriteSetting | undefined, unknown: (id: number) => string) {
  const { t } = useTranslation();
  const priorities = useResourceList(sources.actionPriorities);
  const types = useResourceList(sources.mapObjectTypes);
  const actionTypes = useResourceList(sources.actionTypes);
  const statuses = useResourceList(sources.actionStatuses);
  const attributes = useResourceList(sources.attributes);
  if (!s) return [];
  const typeNames = (s.map_object_type_ids ?? []).map((id) => rowName(types.data, id, unknown)).join(', ');
  return [
    { key: 'category_id', label: t('marrekrite_api.category'), value: categoryText(s.category_id, (id) => t(`marrekrite_api.categories.${id}`)) },
    { key: 'action_priority_id', label: t('marrekrite_api.action_priority'), value: rowName(priorities.data, s.action_priority_id, unknown) },
    { key: 'map_object_type_ids', label: t('marrekrite_api.map_object_types'), value: typeNames === '' ? '-' : typeNames },
    { key: 'dynamic_action_type_id', label: t('marrekrite_api.action_type'), value: rowName(actionTypes.data, s.dynamic_action_type_id, unknown) },
    { key: 'action_status_id', label: t('marrekrite_api.action_status'), value: rowName(statuses.data, s.action_status_id, unknown) },
    { key: 'attribute_id', label: t('marrekrite_api.attribute'), value: rowName(attributes.data, s.attribute_id, unknown) },
  ];
}

export const marrekriteApi: SettingDef<MarrekriteSetting, MarrekriteFormValues> = {
  ns: 'marrekrite_api',
  setting: kvSetting(MARREKRITE_KEY, marrekriteSettingSchema),
  routes: marrekritePaths,
  useFields,
  Form: MarrekriteForm,
  formValues: marrekriteFormValues,
  payload: (values) => marrekritePayload(values),
};
