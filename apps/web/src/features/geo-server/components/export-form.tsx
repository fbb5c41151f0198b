/**
 * The form of a geo-server export: name, map object type, which statuses of that type it
 * publishes, and which attributes (the type's attribute names, the object's name and length).
 * A type that has an export already cannot be chosen (one export per type). Changing the type
 * keeps only the statuses and attributes the new type has.
 */
import { Form, Input, Select } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { NAME_MAX } from '@console/contract/limits';
import { FormActions } from '../../../components/form/form-actions';
import { useFormSubmit } from '../../../components/form/use-form-submit';
import { useResourceList } from '../../../components/resource/resource-api';
import { linkSources, sources } from '../../../lib/config-sources';
import { attributeChoices, keepAvailable, type ExportFormValues } from './export-values';
import { linksOptions, useLinks } from '../../../components/resource/link-api';

export interface ExportFormProps {
  initial: ExportFormValues;
  /** Types that have an export already (the one being edited excluded). */
  takenTypeIds: readonly number[];
  onSubmit: (values: ExportFormValues) => Promise<unknown>;
  cancelTo: string;
}

export function ExportForm({ initial, takenTypeIds, onSubmit, cancelTo }: ExportFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<ExportFormValues>();
  const typeId = Form.useWatch('map_object_type_id', form) ?? initial.map_object_type_id;
  const types = useResourceList(sources.mapObjectTypes);
  const statuses = useLinks(linkSources.typeStatuses, typeId);
  const attributes = useLinks(linkSources.typeAttributes, typeId);
  const { onFinish, submitting } = useFormSubmit(form, onSubmit);

  /** Reloads the new type's statuses and attributes and drops the chosen ones it lacks. */
  const afterTypeChange = async (next: number | null) => {
    const [nextStatuses, nextAttributes] = next === null ? [[], []]
      : await Promise.all([queryClient.fetchQuery(linksOptions(linkSources.typeStatuses, next)), queryClient.fetchQuery(linksOptions(linkSources.typeAttributes, next))]);
    const current = form.getFieldsValue();
    // A later change has its own reload.
    if (current.map_object_type_id !== next) return;
    form.setFieldsValue({
      map_object_status_id: keepAvailable(current.map_object_status_id ?? [], nextStatuses.map((s) => s.id)),
      attributes: keepAvailable(current.attributes ?? [], attributeChoices(nextAttributes.map((a) => a.name))),
    });
  };

  const onValuesChange = (changed: Partial<ExportFormValues>) => {
    // A failed reload was reported by the http client; the choices then stay as they are.
    if ('map_object_type_id' in changed) void afterTypeChange(changed.map_object_type_id ?? null).catch(() => undefined);
  };

  const hasType = typeId !== null && typeId !== undefined;
  const typeOptions = [...(types.data ?? [])]
    .sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base', numeric: true }))
    .map((row) => ({ value: row.id, label: row.name, disabled: takenTypeIds.includes(row.id) }));
  const attributeLabel = (name: string) => (name === 'object_name' || name === 'object_length' ? t(`geo_server.${name}`) : name);
  const attributeOptions = attributeChoices((attributes.data ?? []).map((a) => a.name)).map((name) => ({ value: name, label: attributeLabel(name) }));
  const hint = hasType ? undefined : t('geo_server.choose_type_first');
  const required = [{ required: true, message: t('validation.required') }];

  return (
    <Form form={form} name="geo-server-export" layout="vertical" initialValues={initial} onValuesChange={onValuesChange} onFinish={onFinish} style={{ maxWidth: 640 }}>
      <Form.Item name="name" label={t('geo_server.name')} rules={[{ ...required[0], whitespace: true }]}>
        <Input maxLength={NAME_MAX} autoComplete="off" autoFocus />
      </Form.Item>
      <Form.Item name="map_object_type_id" label={t('geo_server.map_object_type')} rules={required} extra={t('geo_server.one_per_type')}>
        <Select options={typeOptions} loading={types.isLoading} showSearch={{ optionFilterProp: 'label' }} />
      </Form.Item>
      <Form.Item name="map_object_status_id" label={t('geo_server.statuses')} extra={hint}>
        <Select mode="multiple" options={(statuses.data ?? []).map((s) => ({ value: s.id, label: s.name }))} disabled={!hasType}
          loading={statuses.isFetching} showSearch={{ optionFilterProp: 'label' }} />
      </Form.Item>
      <Form.Item name="attributes" label={t('geo_server.attributes')} extra={hint}>
        <Select mode="multiple" options={attributeOptions} disabled={!hasType} loading={attributes.isFetching} showSearch={{ optionFilterProp: 'label' }} />
      </Form.Item>
      <FormActions submitting={submitting} cancelTo={cancelTo} />
    </Form>
  );
}
