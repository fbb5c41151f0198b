/**
 * The area's attribute values with the inputs of the attribute form kit (components/attribute-form,
 * as an object's and a selection's), saved with PATCH {attributes} on the area's version (someone
 * else's save meanwhile opens the conflict dialog); the server's 400s land on their fields.
 */
import { useMemo } from 'react';
import { App, Button, Empty, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { geoAreaSchema, type GeoArea } from '@console/contract/geo-areas';
import { AttributeInput } from '../../../components/attribute-form/attribute-input';
import { attributeRules } from '../../../components/attribute-form/attribute-rules';
import { fieldName } from '../../../components/attribute-form/form-model';
import { attributeValuesOf, onAttributeFields, storedFormValues, type AttributeFormValues } from '../../../components/attribute-form/form-values';
import { attributeValueText } from '../../../components/attribute-form/value-text';
import { Card } from '../../../components/page/card';
import { useVersionedSave } from '../../../components/version-conflict/use-versioned-save';
import { attributeTypeLabel } from '../../../lib/attribute-types';
import { applyServerErrors } from '../../../lib/form-errors';
import { uploadFile } from '../../../lib/upload-file';
import { useAreaFields } from '../api/get-area-fields';
import { useTakeArea, useUpdateArea } from '../api/update-area';

export function AttributesForm({ area, readOnly }: { area: GeoArea; readOnly: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<AttributeFormValues>();
  const fields = useAreaFields();
  const update = useUpdateArea(area.id, { ownsConflicts: true });
  const list = useMemo(() => fields.data ?? [], [fields.data]);
  const initial = useMemo(() => storedFormValues(list, area.attributes), [list, area.attributes]);

  const takeArea = useTakeArea();
  const versioned = useVersionedSave<GeoArea>({
    record: area,
    valuesOf: (a) => storedFormValues(list, a.attributes),
    parse: (current) => geoAreaSchema.safeParse(current).data ?? null,
    fields: list.map((field) => ({ key: fieldName(field), label: field.name, show: (v: unknown) => attributeValueText(field, v, t) })),
    send: async (values, known) => {
      await update.mutateAsync({ attributes: attributeValuesOf(list, values), updated_at: known.updated_at });
      void message.success(t('geo_areas.saved'));
    },
    onTheirs: takeArea,
    setValues: (values) => form.setFieldsValue(values),
    onError: (error) => { applyServerErrors(form, onAttributeFields(error), list.map(fieldName)); },
  });

  return (
    <Card title={t('geo_areas.attributes')} loading={fields.isLoading}>
      {list.length === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('geo_areas.no_attributes')} /> : (
        <Form form={form} layout="vertical" initialValues={initial} key={JSON.stringify(initial)} disabled={readOnly}
          onFinish={(v) => void versioned.save(v)} aria-label={t('geo_areas.attributes')}>
          {versioned.dialog}
          {list.map((field) => (
            <Form.Item key={field.id} name={fieldName(field)} label={field.name} extra={attributeTypeLabel(field.type, t)} rules={attributeRules(field, t)}>
              <AttributeInput field={field} upload={uploadFile} />
            </Form.Item>
          ))}
          {readOnly ? null : <Button type="primary" htmlType="submit" loading={update.isPending}>{t('geo_areas.save')}</Button>}
        </Form>
      )}
    </Card>
  );
}
