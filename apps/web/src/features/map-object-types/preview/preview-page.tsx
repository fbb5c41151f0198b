/**
 * /admin/map_object_types/{id}/preview, "Voorbeeld": the form a field worker fills for an object
 * of this type. Its attributes in their order, per attribute group, required ones marked and
 * checked as the real form checks them, defaults filled in, each type's own input; and the
 * type's icon in each status colour. Nothing is saved.
 */
import { useMemo } from 'react';
import { Alert, App, Button, Empty, Form, Space, Typography } from 'antd';
import { Card } from '../../../components/page/card';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MapObjectType } from '@console/contract/map-object-types';
import { LinkButton } from '../../../components/link-button';
import { LoadFailed } from '../../../components/page/load-failed';
import { PageLoading } from '../../../components/page/page-loading';
import { useResourceItem } from '../../../components/resource/resource-api';
import { resourceHref } from '../../../components/resource/resource-pages';
import { attributeTypeLabel } from '../../../lib/attribute-types';
import { useCrumbName } from '../../../lib/crumb-names';
import { parseRouteId } from '../../../lib/route-id';
import { mapObjectTypes } from '../resource';
import { usePreviewData, type PreviewData } from './preview-data';
import { AttributeInput } from '../../../components/attribute-form/attribute-input';
import { attributeRules } from '../../../components/attribute-form/attribute-rules';
import { fieldName, formSections, initialValue } from '../../../components/attribute-form/form-model';
import { StatusIcons } from './status-icons';

function PreviewForm({ type, data }: { type: MapObjectType; data: PreviewData }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const sections = useMemo(() => formSections(data.fields, data.groupOf, data.groups), [data]);
  const initial = useMemo(() => Object.fromEntries(data.fields.map((f) => [fieldName(f), initialValue(f)])), [data]);
  const showHref = resourceHref(mapObjectTypes).show(type.id);

  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      <Card title={t('map_object_types.preview.title', { name: type.name })}
        extra={<LinkButton to={showHref}>{t('map_object_types.back_to_type')}</LinkButton>}>
        <Alert type="info" showIcon title={t('map_object_types.preview.intro')} style={{ marginBottom: 16 }} />
        <Typography.Title level={5}>{t('map_object_types.preview.icons')}</Typography.Title>
        <StatusIcons type={type} statuses={data.statuses} />
      </Card>
      <Form form={form} layout="vertical" initialValues={initial} aria-label={t('map_object_types.preview.form')}
        onFinish={() => void message.success(t('map_object_types.preview.checked'))}
        onFinishFailed={() => void message.warning(t('map_object_types.preview.check_failed'))}>
        <Space direction="vertical" style={{ width: '100%' }} size="middle">
          {sections.length === 0 ? <Card><Empty description={t('map_object_types.preview.no_attributes')} /></Card> : null}
          {sections.map((section) => (
            <Card key={section.group?.id ?? 'none'} size="small" title={section.group?.name ?? t('map_object_types.preview.other_fields')}>
              {section.group?.description ? <Typography.Paragraph type="secondary">{section.group.description}</Typography.Paragraph> : null}
              {section.fields.map((field) => (
                <Form.Item key={field.id} name={fieldName(field)} label={field.name} required={field.required}
                  extra={attributeTypeLabel(field.type, t)}
                  rules={attributeRules(field, t)}>
                  <AttributeInput field={field} />
                </Form.Item>
              ))}
            </Card>
          ))}
          <Space wrap>
            <Button type="primary" htmlType="submit">{t('map_object_types.preview.check')}</Button>
            <Button onClick={() => form.resetFields()}>{t('map_object_types.preview.reset')}</Button>
          </Space>
        </Space>
      </Form>
    </Space>
  );
}

export function PreviewPage() {
  const typeId = parseRouteId(useParams().id);
  const type = useResourceItem(mapObjectTypes, typeId);
  const data = usePreviewData(typeId);
  useCrumbName(typeId, type.data?.name);
  if (typeId === null) return <LoadFailed error={null} />;
  const failed = type.error ?? data.error;
  if (failed) return <LoadFailed error={failed} onRetry={() => { void type.refetch(); void data.refetch(); }} />;
  if (!type.data || !data.data) return <PageLoading />;
  return <PreviewForm type={type.data} data={data.data} />;
}
