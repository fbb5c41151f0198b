/**
 * The helpdesk edit form (spec sections 2 and 4): instance id, API key, action priority, map
 * object type, its action types, the action type's attributes, and per helpdesk status an
 * action status. Changing the type reloads its action types and clears an action type it no
 * longer offers; changing the action type does the same for the attributes.
 */
import { Divider, Form, Input, InputNumber, Select } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { HELPDESK_STATUS_CODES } from '@console/contract/integrations';
import { DEFAULT_REPORT_DISTANCE_M, REPORT_DISTANCE_MAX_M } from '@console/contract/reports';
import { FormActions } from '../../../components/form/form-actions';
import { useFormSubmit } from '../../../components/form/use-form-submit';
import { useResourceList } from '../../../components/resource/resource-api';
import { linkSources, sources } from '../../../lib/config-sources';
import { helpdeskPaths } from '../paths';
import { clearAbsent, offeredAfterChange } from '../../../components/form/dependent-choices';
import { attributesEnabled, HELPDESK_ATTRIBUTE_FIELDS } from './dependent-choices';
import type { HelpdeskFormValues } from './helpdesk-payload';
import { rowOptions } from '../../../lib/row-options';
import { useLinks } from '../../../components/resource/link-api';

const ID_MAX = 2147483647;
const API_KEY_MAX = 500;
const URL_MAX = 2000;

export interface HelpdeskFormProps {
  initial: HelpdeskFormValues;
  onSubmit: (values: HelpdeskFormValues) => Promise<unknown>;
}

export function HelpdeskForm({ initial, onSubmit }: HelpdeskFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<HelpdeskFormValues>();
  const typeId = Form.useWatch('map_object_type_id', form);
  const actionTypeId = Form.useWatch('dynamic_action_type_id', form);
  const priorities = useResourceList(sources.actionPriorities);
  const types = useResourceList(sources.mapObjectTypes);
  const statuses = useResourceList(sources.actionStatuses);
  const actionTypes = useLinks(linkSources.typeActionTypes, typeId);
  const attributes = useLinks(linkSources.actionTypeAttributes, actionTypeId);
  const { onFinish, submitting } = useFormSubmit(form, onSubmit);
  const none = t('common.none');

  /** Reloads the attributes of the (new) action type and clears the chosen ones it lacks. */
  const afterActionTypeChange = async (next: number | null) => {
    const available = await offeredAfterChange(queryClient, linkSources.actionTypeAttributes, next, () => form.getFieldsValue().dynamic_action_type_id);
    if (!available) return;
    const current = form.getFieldsValue();
    const chosen = { report_text: current.report_text, location_description: current.location_description, reporting_id: current.reporting_id };
    form.setFieldsValue(clearAbsent(chosen, available));
  };

  /** Reloads the action types of the (new) type and clears the chosen one when it is absent. */
  const afterTypeChange = async (next: number | null) => {
    const available = await offeredAfterChange(queryClient, linkSources.typeActionTypes, next, () => form.getFieldsValue().map_object_type_id);
    if (!available) return;
    const cleared = clearAbsent({ dynamic_action_type_id: form.getFieldsValue().dynamic_action_type_id }, available);
    form.setFieldsValue(cleared);
    if ('dynamic_action_type_id' in cleared) await afterActionTypeChange(null);
  };

  const onValuesChange = (changed: Partial<HelpdeskFormValues>) => {
    // A failed reload was reported by the http client; the choices then stay as they are.
    if ('map_object_type_id' in changed) void afterTypeChange(changed.map_object_type_id ?? null).catch(() => undefined);
    if ('dynamic_action_type_id' in changed) void afterActionTypeChange(changed.dynamic_action_type_id ?? null).catch(() => undefined);
  };

  const hasType = typeId !== null && typeId !== undefined;
  const canPickAttributes = attributesEnabled(typeId, actionTypeId);
  const select = (options: ReturnType<typeof rowOptions>, extra: { disabled?: boolean; loading?: boolean } = {}) => (
    <Select options={options} showSearch={{ optionFilterProp: 'label' }} {...extra} />
  );

  return (
    <Form form={form} name="helpdesk-edit" layout="vertical" initialValues={initial} onValuesChange={onValuesChange} onFinish={onFinish} style={{ maxWidth: 640 }}>
      <Form.Item name="instance_id" label={t('helpdesk_api.instance_id')}>
        <InputNumber min={0} max={ID_MAX} precision={0} style={{ width: 240 }} />
      </Form.Item>
      <Form.Item name="api_key" label={t('helpdesk_api.api_key')}>
        <Input.Password maxLength={API_KEY_MAX} autoComplete="off" />
      </Form.Item>
      <Form.Item name="action_priority_id" label={t('helpdesk_api.action_priority')}>
        {select(rowOptions(priorities.data, none), { loading: priorities.isLoading })}
      </Form.Item>
      <Form.Item name="map_object_type_id" label={t('helpdesk_api.map_object_type')}>
        {select(rowOptions(types.data, none), { loading: types.isLoading })}
      </Form.Item>
      <Form.Item name="dynamic_action_type_id" label={t('helpdesk_api.action_type')} extra={hasType ? undefined : t('helpdesk_api.choose_type_first')}>
        {select(rowOptions(actionTypes.data, none), { disabled: !hasType, loading: actionTypes.isFetching })}
      </Form.Item>
      {HELPDESK_ATTRIBUTE_FIELDS.map((field) => (
        <Form.Item key={field} name={field} label={t(`helpdesk_api.${field}`)} extra={canPickAttributes ? undefined : t('helpdesk_api.choose_action_type_first')}>
          {select(rowOptions(attributes.data, none), { disabled: !canPickAttributes, loading: attributes.isFetching })}
        </Form.Item>
      ))}
      <Form.Item name="distance" label={t('helpdesk_api.distance')} extra={t('helpdesk_api.distance_hint', { metres: DEFAULT_REPORT_DISTANCE_M })}>
        <InputNumber min={1} max={REPORT_DISTANCE_MAX_M} precision={0} suffix="m" placeholder={String(DEFAULT_REPORT_DISTANCE_M)} style={{ width: 240 }} />
      </Form.Item>
      <Form.Item name="callback_url" label={t('helpdesk_api.callback_url')} extra={t('helpdesk_api.callback_url_hint')}
        rules={[{ type: 'url', message: t('helpdesk_api.callback_url_invalid') }, { pattern: /^https?:\/\//i, message: t('helpdesk_api.callback_url_invalid') }]}>
        <Input type="url" maxLength={URL_MAX} autoComplete="off" placeholder="https://" />
      </Form.Item>
      <Divider titlePlacement="start">{t('helpdesk_api.statuses')}</Divider>
      {HELPDESK_STATUS_CODES.map((code) => (
        <Form.Item key={code} name={['action_status', code]} label={t(`helpdesk_api.status_${code}`)}>
          {select(rowOptions(statuses.data, none), { loading: statuses.isLoading })}
        </Form.Item>
      ))}
      <FormActions submitting={submitting} cancelTo={helpdeskPaths.index.path} />
    </Form>
  );
}
