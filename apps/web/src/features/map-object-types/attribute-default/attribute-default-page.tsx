/**
 * /admin/map_object_types/{id}/attributedefault/{attributeid}: the default value of one
 * attribute of a type, the same input as in the attributes table's edit mode (a select of
 * lookup values with 'Geen' first, a checkbox for booleans, else text or a number). Opslaan
 * stores it and returns to the type.
 */
import { useState } from 'react';
import { App, Form } from 'antd';
import { Card } from '../../../components/page/card';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MapObjectTypeAttribute } from '@console/contract/map-object-types';
import { FormActions } from '../../../components/form/form-actions';
import { LoadFailed } from '../../../components/page/load-failed';
import { PageLoading } from '../../../components/page/page-loading';
import { DefaultInput } from '../../../components/resource/default-value-input';
import { useResourceItem } from '../../../components/resource/resource-api';
import { resourceHref } from '../../../components/resource/resource-pages';
import { attributeTypeLabel } from '../../../lib/attribute-types';
import { useCrumbName } from '../../../lib/crumb-names';
import { parseRouteId } from '../../../lib/route-id';
import { useSaveDefault } from '../api/save-default';
import { useTypeAttribute } from '../api/get-type-attribute';
import { mapObjectTypes } from '../resource';

function DefaultForm({ typeId, typeName, attribute }: { typeId: number; typeName: string; attribute: MapObjectTypeAttribute }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const save = useSaveDefault(typeId);
  const [value, setValue] = useState<unknown>(attribute.default_value ?? null);
  const showHref = resourceHref(mapObjectTypes).show(typeId);
  const submit = async () => {
    try {
      await save.mutateAsync({ attributeId: attribute.id, value });
    } catch {
      return; // Reported by the http client; the form stays.
    }
    void message.success(t('link_attributes.saved'));
    await navigate(showHref);
  };
  return (
    <Card title={t('map_object_types.attribute_default_title', { name: attribute.name, type: typeName })}>
      <Form layout="vertical" onFinish={() => void submit()}>
        <Form.Item label={t('link_attributes.default_value')} extra={t('map_object_types.attribute_default_help', { type: attributeTypeLabel(attribute.type, t) })}>
          <DefaultInput row={attribute} value={value} onChange={setValue} />
        </Form.Item>
        <FormActions submitting={save.isPending} cancelTo={showHref} />
      </Form>
    </Card>
  );
}

export function AttributeDefaultPage() {
  const { t } = useTranslation();
  const params = useParams();
  const typeId = parseRouteId(params.id);
  const attributeId = parseRouteId(params.attributeid);
  const type = useResourceItem(mapObjectTypes, typeId);
  const attribute = useTypeAttribute(typeId, attributeId);
  useCrumbName(typeId, type.data?.name);
  useCrumbName(attributeId, attribute.data?.name);
  const back = typeId === null ? undefined : { to: resourceHref(mapObjectTypes).show(typeId), label: t('map_object_types.back_to_type') };
  if (typeId === null || attributeId === null) return <LoadFailed error={null} back={back} />;
  const failed = type.error ?? attribute.error;
  if (failed) return <LoadFailed error={failed} back={back} onRetry={() => { void type.refetch(); void attribute.refetch(); }} />;
  if (!attribute.data || !type.data) return <PageLoading />;
  return <DefaultForm key={`${typeId}-${attributeId}`} typeId={typeId} typeName={type.data.name} attribute={attribute.data} />;
}
