/**
 * A record's attribute values as a card of its own (an action's, a selection's, an area's): the
 * inputs of the attribute form kit in the fields' order, saved with PATCH {attributes} on the
 * record's version (someone else's save meanwhile opens the conflict dialog), the server's 400
 * messages on their attributes' fields. What differs per record is its fields, its save and its
 * texts; the card is written once.
 */
import { useMemo } from 'react';
import { App, Button, Empty, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MapObjectTypeAttribute } from '@console/contract/map-object-types';
import { AttributeInput } from './attribute-input';
import { attributeRules } from './attribute-rules';
import { fieldName } from './form-model';
import { attributeValuesOf, onAttributeFields, storedFormValues, type AttributeFormValues } from './form-values';
import { attributeValueText } from './value-text';
import { Card } from '../page/card';
import { useVersionedSave } from '../version-conflict/use-versioned-save';
import { attributeTypeLabel } from '../../lib/attribute-types';
import { applyServerErrors } from '../../lib/form-errors';
import { uploadFile } from '../../lib/upload-file';

/** A record with attribute values, saved on its version. */
export interface Attributed { updated_at: string; attributes: readonly { id: number; value: unknown }[] }

/** i18n keys of the card's title, its text without attributes, its button and its message after a save. */
export interface AttributeCardTexts { title: string; empty: string; save: string; saved: string }

export interface AttributeValuesCardProps<R extends Attributed> {
  record: R;
  /** the fields in the order shown; `loading` while they are fetched */
  fields: readonly MapObjectTypeAttribute[];
  loading: boolean;
  /** the record as the server answered it in a version conflict, or null when it is not one */
  parse: (current: unknown) => R | null;
  save: (body: { attributes: { id: number; value: unknown }[]; updated_at: string }) => Promise<unknown>;
  saving: boolean;
  /** takes the server's version after the user chose theirs in a conflict */
  onTheirs: (record: R) => void;
  readOnly?: boolean;
  texts: AttributeCardTexts;
}

export function AttributeValuesCard<R extends Attributed>({ record, fields, loading, parse, save, saving, onTheirs, readOnly = false, texts }: AttributeValuesCardProps<R>) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<AttributeFormValues>();
  const initial = useMemo(() => storedFormValues(fields, record.attributes), [fields, record.attributes]);

  const versioned = useVersionedSave<R>({
    record,
    valuesOf: (r) => storedFormValues(fields, r.attributes),
    parse,
    fields: fields.map((field) => ({ key: fieldName(field), label: field.name, show: (v: unknown) => attributeValueText(field, v, t) })),
    send: async (values, known) => {
      await save({ attributes: attributeValuesOf(fields, values), updated_at: known.updated_at });
      void message.success(t(texts.saved));
    },
    onTheirs,
    setValues: (values) => form.setFieldsValue(values),
    onError: (error) => { applyServerErrors(form, onAttributeFields(error), fields.map(fieldName)); },
  });

  return (
    <Card title={t(texts.title)} loading={loading}>
      {fields.length === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(texts.empty)} /> : (
        <Form form={form} layout="vertical" initialValues={initial} key={JSON.stringify(initial)} disabled={readOnly}
          onFinish={(v) => void versioned.save(v)} aria-label={t(texts.title)}>
          {versioned.dialog}
          {fields.map((field) => (
            <Form.Item key={field.id} name={fieldName(field)} label={field.name} required={field.required} extra={attributeTypeLabel(field.type, t)}
              rules={attributeRules(field, t)}>
              <AttributeInput field={field} upload={uploadFile} />
            </Form.Item>
          ))}
          {readOnly ? null : <Button type="primary" htmlType="submit" loading={saving}>{t(texts.save)}</Button>}
        </Form>
      )}
    </Card>
  );
}
