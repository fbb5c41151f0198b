/**
 * The form of a declared resource: one input per field (text, multi-line text, number,
 * switch, a select of fixed values or of another resource's rows with a 'none' option, a
 * colour). Fixed fields show disabled on edit. A server 400 lands on the field it names.
 */
import { ColorPicker, Form, Input, InputNumber, Select, Switch } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { NAME_MAX, TEXT_MAX } from '@console/contract/limits';
import { WEIGHT_MAX, WEIGHT_MIN } from '@console/contract/config-fields';
import { FormActions } from '../form/form-actions';
import { useFormSubmit } from '../form/use-form-submit';
import type { ConflictField } from '../version-conflict/conflict-dialog';
import { useVersionedSave } from '../version-conflict/use-versioned-save';
import { applyServerErrors } from '../../lib/form-errors';
import { fieldOptionLabel } from './field-values';
import type { FieldDef, ResourceDef, ResourceRow, ResourceSource } from './resource';
import { resourceListKey, useResourceList } from './resource-api';

type Values = Record<string, unknown>;

interface RefSelectProps {
  resource: ResourceSource;
  disabled?: boolean;
  /** Given by Form.Item. */
  id?: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
}

/** A select of another resource's rows, by name, with 'none' (null) first. */
function RefSelect({ resource, disabled, id, value, onChange }: RefSelectProps) {
  const { t } = useTranslation();
  const rows = useResourceList(resource);
  const options = [
    { value: null, label: t('common.none') },
    ...[...(rows.data ?? [])].sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base', numeric: true }))
      .map((row) => ({ value: row.id, label: row.name })),
  ];
  return (
    <Select id={id} value={value ?? null} onChange={onChange} options={options} disabled={disabled} loading={rows.isLoading}
      showSearch={{ optionFilterProp: 'label' }} />
  );
}

function input<T>(field: FieldDef<T>, disabled: boolean, t: TFunction) {
  switch (field.kind) {
    case 'textarea': return <Input.TextArea rows={4} maxLength={TEXT_MAX} disabled={disabled} />;
    case 'number': return <InputNumber precision={0} min={WEIGHT_MIN} max={WEIGHT_MAX} disabled={disabled} style={{ width: 200 }} />;
    case 'switch': return <Switch disabled={disabled} />;
    case 'enum':
      return <Select disabled={disabled} options={(field.options ?? []).map((v) => ({ value: v, label: fieldOptionLabel(field, v, t) }))} />;
    case 'color': return <ColorPicker format="hex" allowClear disabledAlpha showText disabled={disabled} />;
    case 'ref': return null;
    default: return <Input maxLength={NAME_MAX} autoComplete="off" disabled={disabled} />;
  }
}

/** The payload of the form's values: strings trimmed, empty optional text null, a colour as hex or '-'. */
export function payloadOf<T>(fields: readonly FieldDef<T>[], values: Values): Values {
  const out: Values = {};
  for (const field of fields) {
    if (!(field.name in values)) continue;
    const v = values[field.name];
    if (field.kind === 'color') {
      out[field.name] = colorText(v);
    } else if (typeof v === 'string') {
      const trimmed = v.trim();
      out[field.name] = trimmed === '' && !field.required ? null : trimmed;
    } else {
      out[field.name] = v ?? (field.kind === 'switch' ? false : null);
    }
  }
  return out;
}

/** A ColorPicker value (an object with toHexString, a string, or nothing) as '#rrggbb' or '-'. */
function colorText(v: unknown): string {
  if (typeof v === 'string') return v === '' ? '-' : v;
  if (v && typeof v === 'object' && 'toHexString' in v && typeof v.toHexString === 'function') {
    const hex: unknown = v.toHexString();
    if (typeof hex === 'string') return hex.slice(0, 7);
  }
  return '-';
}

/** The sent fields as the conflict dialog names and shows them: a referenced row by its name, an option by its label. */
function useConflictFields<T>(fields: readonly FieldDef<T>[]): ConflictField[] {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return fields.map((f) => ({
    key: f.name,
    label: t(f.label),
    show: (value: unknown) => {
      if (f.kind === 'enum' && typeof value === 'string') return fieldOptionLabel(f, value, t);
      if (f.kind === 'color') return colorText(value);
      const resource = f.ref ? (typeof f.ref.resource === 'function' ? f.ref.resource(undefined) : f.ref.resource) : null;
      const named = resource ? queryClient.getQueryData<ResourceRow[]>(resourceListKey(resource))?.find((r) => r.id === value) : undefined;
      if (named) return named.name;
      return typeof value === 'string' || typeof value === 'number' ? String(value) : JSON.stringify(value);
    },
  }));
}

export interface ResourceFormProps<T extends ResourceRow> {
  def: ResourceDef<T>;
  /** The row being edited; absent on create. */
  row?: T;
  /** Sends the payload; an edit's carries the version of the row it was made on (`updated_at`). */
  onSubmit: (payload: Values) => Promise<unknown>;
  /** An edit refused because the row changed meanwhile, and the user took the row as it is now. */
  onReload?: (row: T) => void;
  cancelTo: string;
  submitLabel?: string;
}

/** The form's values of a row (a create's: the fields' initial values). */
function formValuesOf<T extends ResourceRow>(fields: readonly FieldDef<T>[], row: T | undefined): Values {
  const values: Values = {};
  for (const f of fields) {
    const value: unknown = row ? row[f.name] : f.initial;
    values[f.name] = f.kind === 'color' && value === '-' ? undefined : value ?? (f.kind === 'switch' ? false : undefined);
  }
  return values;
}

/** The version an edit is made on: the row's `updated_at`, when it has one. */
const versionOf = (row: object | undefined) => (row && 'updated_at' in row && typeof row.updated_at === 'string' ? { updated_at: row.updated_at } : {});

export function ResourceForm<T extends ResourceRow>({ def, row, onSubmit, onReload, cancelTo, submitLabel }: ResourceFormProps<T>) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const editing = row !== undefined;
  const fields = def.fields.filter((f) => (f.form ?? 'both') === 'both' || f.form === (editing ? 'edit' : 'create'));
  const initial = formValuesOf(fields, row);
  // Fixed fields are shown on edit but never sent.
  const sent = fields.filter((f) => !(editing && f.fixedOnEdit));
  const conflictFields = useConflictFields(sent);
  const versioned = useVersionedSave<T | undefined>({
    record: row,
    valuesOf: (r) => formValuesOf(fields, r),
    parse: (current) => { const parsed = def.schema.safeParse(current); return parsed.success ? parsed.data : null; },
    fields: conflictFields,
    send: (values, r) => onSubmit({ ...payloadOf(sent, values), ...versionOf(r) }),
    onTheirs: (r) => { if (r) onReload?.(r); form.setFieldsValue(formValuesOf(fields, r)); },
    setValues: (values) => form.setFieldsValue(values),
    onError: (error) => { applyServerErrors(form, error); },
  });
  const submit = (values: Values) => (editing ? versioned.save(values) : onSubmit(payloadOf(sent, values)));
  const { onFinish, submitting } = useFormSubmit(form, submit);
  return (
    <Form form={form} name={`${def.key}-${editing ? 'edit' : 'create'}`} layout="vertical" initialValues={initial} onFinish={onFinish} style={{ maxWidth: 640 }}>
      {versioned.dialog}
      {fields.map((f, i) => {
        const disabled = editing && Boolean(f.fixedOnEdit);
        const rules = f.required ? [{ required: true, whitespace: f.kind === 'text', message: t('validation.required') }] : [];
        return (
          <Form.Item key={f.name} name={String(f.name)} label={t(f.label)} rules={rules} valuePropName={f.kind === 'switch' ? 'checked' : 'value'}>
            {f.ref
              ? <RefSelect resource={typeof f.ref.resource === 'function' ? f.ref.resource(row) : f.ref.resource} disabled={disabled} />
              : i === 0 && f.kind === 'text' ? <Input maxLength={NAME_MAX} autoComplete="off" autoFocus disabled={disabled} /> : input(f, disabled, t)}
          </Form.Item>
        );
      })}
      <FormActions submitting={submitting} cancelTo={cancelTo} submitLabel={submitLabel} />
    </Form>
  );
}
