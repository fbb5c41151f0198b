/**
 * An object's form: its name, its status (one of its type's), and its type's attributes as the
 * type's form preview shows them (components/attribute-form), required ones checked as the
 * server checks them. Saving hands the API's body to `onSave` with the object's version; a 400
 * comes back on its fields, a save refused because the object changed meanwhile opens the conflict
 * dialog (components/version-conflict). Read-only (the lock) disables every input.
 */
import { useMemo } from 'react';
import { Button, Empty, Flex, Form, Input, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { mapObjectSchema, type MapObject, type MapObjectUpdate } from '@console/contract/map-objects';
import type { MapObjectTypeAttribute } from '@console/contract/map-object-types';
import type { NamedItem } from '@console/contract/config-fields';
import { AttributeInput } from '../../../components/attribute-form/attribute-input';
import { attributeRules } from '../../../components/attribute-form/attribute-rules';
import { fieldName, formSections } from '../../../components/attribute-form/form-model';
import { attributeValueText } from '../../../components/attribute-form/value-text';
import type { ConflictField } from '../../../components/version-conflict/conflict-dialog';
import { useVersionedSave } from '../../../components/version-conflict/use-versioned-save';
import { attributeTypeLabel } from '../../../lib/attribute-types';
import { applyServerErrors } from '../../../lib/form-errors';
import { uploadFile } from '../../../lib/upload-file';
import { formValuesOf, NAME_FIELD, onFormFields, saveBody, STATUS_FIELD, TEAM_FIELD, type FormValues } from '../model/object-form';

export interface ObjectFormProps {
  fields: readonly MapObjectTypeAttribute[];
  statuses: readonly NamedItem[];
  /** The stored object; null for a new one (the type's defaults). A save carries its version. */
  object: MapObject | null;
  /** A save refused because the object changed meanwhile, and the user took the object as it is now. */
  onReload?: (object: MapObject) => void;
  /** A new object's team to choose from (the creator's teams); none: no choice. */
  teams?: readonly NamedItem[];
  readOnly: boolean;
  saving: boolean;
  onSave: (body: Required<Pick<MapObjectUpdate, 'attributes'>> & MapObjectUpdate) => Promise<unknown>;
  onCancel?: () => void;
  label: string;
}

export function ObjectForm({ fields, statuses, object, onReload, teams = [], readOnly, saving, onSave, onCancel, label }: ObjectFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const initial = useMemo(() => formValuesOf(fields, object), [fields, object]);
  const sections = useMemo(() => formSections(fields, new Map(), []), [fields]);
  const names = [NAME_FIELD, STATUS_FIELD, TEAM_FIELD, ...fields.map(fieldName)];

  const conflictFields: ConflictField[] = [
    { key: NAME_FIELD, label: t('map.name') },
    { key: STATUS_FIELD, label: t('map.status'), show: (v) => statuses.find((st) => st.id === v)?.name ?? String(v) },
    ...fields.map((field) => ({ key: fieldName(field), label: field.name, show: (v: unknown) => attributeValueText(field, v, t) })),
  ];
  const versioned = useVersionedSave<MapObject | null>({
    record: object,
    valuesOf: (o) => formValuesOf(fields, o),
    parse: (current) => { const parsed = mapObjectSchema.safeParse(current); return parsed.success ? parsed.data : null; },
    fields: conflictFields,
    send: (values, o) => onSave({ ...saveBody(fields, values), ...(o ? { updated_at: o.updated_at } : {}) }),
    onTheirs: (o) => { if (o) onReload?.(o); },
    setValues: (values) => form.setFieldsValue(values),
    onError: (error) => { applyServerErrors(form, onFormFields(error), names); },
  });

  return (
    <Form form={form} layout="vertical" initialValues={initial} disabled={readOnly} aria-label={label} onFinish={(v) => void versioned.save(v)}
      key={JSON.stringify(initial)} scrollToFirstError={{ block: 'center' }}>
      {versioned.dialog}
      <Form.Item name={NAME_FIELD} label={t('map.name')}>
        <Input maxLength={255} />
      </Form.Item>
      <Form.Item name={STATUS_FIELD} label={t('map.status')}>
        <Select options={statuses.map((s) => ({ value: s.id, label: s.name }))} placeholder={t('map.status_default')} />
      </Form.Item>
      {teams.length > 0 ? (
        <Form.Item name={TEAM_FIELD} label={t('map.team')}>
          <Select options={teams.map((team) => ({ value: team.id, label: team.name }))} placeholder={t('map.team_default')} allowClear />
        </Form.Item>
      ) : null}
      <Typography.Title level={5}>{t('map.attributes')}</Typography.Title>
      {fields.length === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('map.no_attributes')} /> : null}
      {sections.flatMap((section) => section.fields).map((field) => (
        <Form.Item key={field.id} name={fieldName(field)} label={field.name} required={field.required}
          extra={attributeTypeLabel(field.type, t)}
          rules={attributeRules(field, t)}>
          <AttributeInput field={field} upload={uploadFile} />
        </Form.Item>
      ))}
      {readOnly ? null : (
        <Flex gap={8} wrap>
          <Button type="primary" htmlType="submit" loading={saving}>{t('map.save')}</Button>
          {onCancel ? <Button onClick={onCancel}>{t('map.cancel')}</Button> : null}
        </Flex>
      )}
    </Form>
  );
}
