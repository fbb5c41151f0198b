/**
 * The action's attribute values, in its type's order, with the inputs of the attribute form kit
 * (components/attribute-form, as the map's object form), saved with PATCH {attributes} on the
 * action's version (someone else's save meanwhile opens the conflict dialog); the
 * server's 400 messages land on their attributes' fields.
 */
import { useMemo } from 'react';
import { App, Button, Empty, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { actionSchema, type Action } from '@console/contract/actions';
import { AttributeInput } from '../../../components/attribute-form/attribute-input';
import { attributeRules } from '../../../components/attribute-form/attribute-rules';
import { fieldName } from '../../../components/attribute-form/form-model';
import { attributeValuesOf, onAttributeFields, storedFormValues, type AttributeFormValues } from '../../../components/attribute-form/form-values';
import { Card } from '../../../components/page/card';
import { attributeTypeLabel } from '../../../lib/attribute-types';
import { applyServerErrors } from '../../../lib/form-errors';
import { uploadFile } from '../../../lib/upload-file';
import { useTypeFields } from '../api/get-type-fields';
import { useTakeAction, useUpdateAction } from '../api/update-action';
import { attributeValueText } from '../../../components/attribute-form/value-text';
import { useVersionedSave } from '../../../components/version-conflict/use-versioned-save';

export function AttributesForm({ action }: { action: Action }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<AttributeFormValues>();
  const fields = useTypeFields(action.dynamic_action_type_id);
  const update = useUpdateAction(action.id);
  const list = useMemo(() => [...(fields.data ?? [])].sort((a, b) => a.order - b.order || a.id - b.id), [fields.data]);
  const initial = useMemo(() => storedFormValues(list, action.attributes), [list, action.attributes]);

  const takeAction = useTakeAction();
  const versioned = useVersionedSave<Action>({
    record: action,
    valuesOf: (a) => storedFormValues(list, a.attributes),
    parse: (current) => actionSchema.safeParse(current).data ?? null,
    fields: list.map((field) => ({ key: fieldName(field), label: field.name, show: (v: unknown) => attributeValueText(field, v, t) })),
    send: async (values, known) => {
      await update.mutateAsync({ attributes: attributeValuesOf(list, values), updated_at: known.updated_at });
      void message.success(t('actions.saved'));
    },
    onTheirs: takeAction,
    setValues: (values) => form.setFieldsValue(values),
    onError: (error) => { applyServerErrors(form, onAttributeFields(error), list.map(fieldName)); },
  });

  return (
    <Card title={t('actions.attributes')} loading={fields.isLoading}>
      {list.length === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('actions.no_attributes')} /> : (
        <Form form={form} layout="vertical" initialValues={initial} key={JSON.stringify(initial)} onFinish={(v) => void versioned.save(v)} aria-label={t('actions.attributes')}>
          {versioned.dialog}
          {list.map((field) => (
            <Form.Item key={field.id} name={fieldName(field)} label={field.name} required={field.required} extra={attributeTypeLabel(field.type, t)}
              rules={attributeRules(field, t)}>
              <AttributeInput field={field} upload={uploadFile} />
            </Form.Item>
          ))}
          <Button type="primary" htmlType="submit" loading={update.isPending}>{t('actions.save')}</Button>
        </Form>
      )}
    </Card>
  );
}
