/**
 * The selection's attribute values, in its type's order, with the inputs of the attribute form
 * kit (components/attribute-form, as an object's and an action's), saved with PATCH {attributes}
 * on the selection's version (someone else's save meanwhile opens the conflict dialog); the
 * server's 400 messages land on their attributes' fields.
 */
import { useMemo } from 'react';
import { App, Button, Empty, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { selectionSchema, type Selection } from '@console/contract/selections';
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
import { useTypeFields } from '../api/get-type-fields';
import { useTakeSelection, useUpdateSelection } from '../api/update-selection';

export function AttributesForm({ selection, readOnly }: { selection: Selection; readOnly: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<AttributeFormValues>();
  const fields = useTypeFields(selection.selection_type_id);
  const update = useUpdateSelection(selection.id, { ownsConflicts: true });
  const list = useMemo(() => fields.data ?? [], [fields.data]);
  const initial = useMemo(() => storedFormValues(list, selection.attributes), [list, selection.attributes]);

  const takeSelection = useTakeSelection();
  const versioned = useVersionedSave<Selection>({
    record: selection,
    valuesOf: (s) => storedFormValues(list, s.attributes),
    parse: (current) => selectionSchema.safeParse(current).data ?? null,
    fields: list.map((field) => ({ key: fieldName(field), label: field.name, show: (v: unknown) => attributeValueText(field, v, t) })),
    send: async (values, known) => {
      await update.mutateAsync({ attributes: attributeValuesOf(list, values), updated_at: known.updated_at });
      void message.success(t('selections.saved'));
    },
    onTheirs: takeSelection,
    setValues: (values) => form.setFieldsValue(values),
    onError: (error) => { applyServerErrors(form, onAttributeFields(error), list.map(fieldName)); },
  });

  return (
    <Card title={t('selections.attributes')} loading={fields.isLoading}>
      {list.length === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('selections.no_attributes')} /> : (
        <Form form={form} layout="vertical" initialValues={initial} key={JSON.stringify(initial)} disabled={readOnly}
          onFinish={(v) => void versioned.save(v)} aria-label={t('selections.attributes')}>
          {versioned.dialog}
          {list.map((field) => (
            <Form.Item key={field.id} name={fieldName(field)} label={field.name} extra={attributeTypeLabel(field.type, t)} rules={attributeRules(field, t)}>
              <AttributeInput field={field} upload={uploadFile} />
            </Form.Item>
          ))}
          {readOnly ? null : <Button type="primary" htmlType="submit" loading={update.isPending}>{t('selections.save')}</Button>}
        </Form>
      )}
    </Card>
  );
}
