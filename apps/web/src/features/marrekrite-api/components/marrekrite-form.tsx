/**
 * The recreational routes edit form: category, action priority, the map object types (several),
 * then an action type and an action status that all chosen types share, and the action type's
 * attribute for the announcement. Changing the types clears an action type or status they no
 * longer all share; changing the action type clears an attribute it lacks.
 */
import { Form, Select } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MARREKRITE_CATEGORY_IDS } from '@console/contract/integrations';
import { FormActions } from '../../../components/form/form-actions';
import { useFormSubmit } from '../../../components/form/use-form-submit';
import { useResourceList } from '../../../components/resource/resource-api';
import { linkSources, sources } from '../../../lib/config-sources';
import { fetchTypeChoices, useTypeChoices } from '../api/get-type-choices';
import { marrekritePaths } from '../paths';
import { clearAbsent, offeredAfterChange } from '../../../components/form/dependent-choices';
import type { MarrekriteFormValues } from './marrekrite-payload';
import { rowOptions } from '../../../lib/row-options';
import { useLinks } from '../../../components/resource/link-api';

export interface MarrekriteFormProps {
  initial: MarrekriteFormValues;
  onSubmit: (values: MarrekriteFormValues) => Promise<unknown>;
}

const sameIds = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((id, i) => id === b[i]);

export function MarrekriteForm({ initial, onSubmit }: MarrekriteFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<MarrekriteFormValues>();
  const typeIds = Form.useWatch('map_object_type_ids', form) ?? initial.map_object_type_ids;
  const actionTypeId = Form.useWatch('dynamic_action_type_id', form);
  const priorities = useResourceList(sources.actionPriorities);
  const types = useResourceList(sources.mapObjectTypes);
  const choices = useTypeChoices(typeIds);
  const attributes = useLinks(linkSources.actionTypeAttributes, actionTypeId);
  const { onFinish, submitting } = useFormSubmit(form, onSubmit);
  const none = t('common.none');

  /** Reloads the attributes of the (new) action type and clears the chosen one when it lacks it. */
  const afterActionTypeChange = async (next: number | null) => {
    const available = await offeredAfterChange(queryClient, linkSources.actionTypeAttributes, next, () => form.getFieldsValue().dynamic_action_type_id);
    if (available) form.setFieldsValue(clearAbsent({ attribute_id: form.getFieldsValue().attribute_id }, available));
  };

  /** Reloads what the (new) set of types shares and clears the choices outside it. */
  const afterTypesChange = async (next: number[]) => {
    const shared = await fetchTypeChoices(queryClient, next);
    const current = form.getFieldsValue();
    if (!sameIds(current.map_object_type_ids ?? [], next)) return;
    const cleared = {
      ...clearAbsent({ dynamic_action_type_id: current.dynamic_action_type_id }, shared.actionTypes),
      ...clearAbsent({ action_status_id: current.action_status_id }, shared.actionStatuses),
    };
    form.setFieldsValue(cleared);
    if ('dynamic_action_type_id' in cleared) await afterActionTypeChange(null);
  };

  const onValuesChange = (changed: Partial<MarrekriteFormValues>) => {
    // A failed reload was reported by the http client; the choices then stay as they are.
    if ('map_object_type_ids' in changed) void afterTypesChange(changed.map_object_type_ids ?? []).catch(() => undefined);
    if ('dynamic_action_type_id' in changed) void afterActionTypeChange(changed.dynamic_action_type_id ?? null).catch(() => undefined);
  };

  const hasTypes = typeIds.length > 0;
  const hasActionType = actionTypeId !== null && actionTypeId !== undefined;
  const categories = [
    { value: null, label: none },
    ...MARREKRITE_CATEGORY_IDS.map((id) => ({ value: id, label: `${t(`marrekrite_api.categories.${id}`)} (${id})` })),
  ];
  const search = { optionFilterProp: 'label' };

  return (
    <Form form={form} name="marrekrite-edit" layout="vertical" initialValues={initial} onValuesChange={onValuesChange} onFinish={onFinish} style={{ maxWidth: 640 }}>
      <Form.Item name="category_id" label={t('marrekrite_api.category')}>
        <Select options={categories} />
      </Form.Item>
      <Form.Item name="action_priority_id" label={t('marrekrite_api.action_priority')}>
        <Select options={rowOptions(priorities.data, none)} loading={priorities.isLoading} showSearch={search} />
      </Form.Item>
      <Form.Item name="map_object_type_ids" label={t('marrekrite_api.map_object_types')} extra={t('marrekrite_api.types_hint')}>
        <Select mode="multiple" options={rowOptions(types.data, none).filter((o) => o.value !== null)} loading={types.isLoading} showSearch={search} />
      </Form.Item>
      <Form.Item name="dynamic_action_type_id" label={t('marrekrite_api.action_type')} extra={hasTypes ? undefined : t('marrekrite_api.choose_types_first')}>
        <Select options={rowOptions(choices.actionTypes, none)} disabled={!hasTypes} loading={choices.loading} showSearch={search} />
      </Form.Item>
      <Form.Item name="action_status_id" label={t('marrekrite_api.action_status')} extra={hasTypes ? undefined : t('marrekrite_api.choose_types_first')}>
        <Select options={rowOptions(choices.actionStatuses, none)} disabled={!hasTypes} loading={choices.loading} showSearch={search} />
      </Form.Item>
      <Form.Item name="attribute_id" label={t('marrekrite_api.attribute')} extra={hasActionType ? undefined : t('marrekrite_api.choose_action_type_first')}>
        <Select options={rowOptions(attributes.data, none)} disabled={!hasActionType} loading={attributes.isFetching} showSearch={search} />
      </Form.Item>
      <FormActions submitting={submitting} cancelTo={marrekritePaths.index.path} />
    </Form>
  );
}
